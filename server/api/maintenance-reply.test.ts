import { describe, expect, it } from 'vitest';
import { maintenanceReply, plainTextOf } from './maintenance-reply.js';

describe('plainTextOf', () => {
  it('drops inline tags without adding spaces and turns block tags into word breaks', () => {
    expect(plainTextOf('<p>Back <b>soon</b>.</p><p>Thanks</p>')).toBe('Back soon. Thanks');
    expect(plainTextOf('line<br/>next')).toBe('line next');
  });

  it('decodes the common entities and keeps text without markup as it is', () => {
    expect(plainTextOf('Fish &amp; chips &lt;3')).toBe('Fish & chips <3');
    expect(plainTextOf('plain words')).toBe('plain words');
  });
});

describe('maintenanceReply', () => {
  it('answers ok 0 with the marker, the content, the seconds left and the plain text', () => {
    const reply = maintenanceReply({ startsAt: 0, endsAt: 90_000, remainingSeconds: 90, content: '<i>Upgrading</i>' });
    expect(reply).toEqual({ ok: 0, msg: 'Under maintenance', data: { maintenance: 1, content: '<i>Upgrading</i>', time: 90, desc: 'Upgrading' } });
  });
});
