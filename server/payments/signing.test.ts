import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openReceipt, signNotification, signReceipt, verifyNotification } from './signing.js';

const SECRET = 'provider-secret';
const NOW = 1_736_164_800_000;
const TOLERANCE = 300_000;

describe('notification signatures', () => {
  it('accepts what the provider signed, at any time within the tolerance, both sides of the clock', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -TOLERANCE, max: TOLERANCE }), (body, skew) => {
        const header = signNotification(SECRET, body, NOW + skew);
        expect(verifyNotification(SECRET, body, header, NOW, TOLERANCE)).toEqual({ ok: true, timestamp: NOW + skew });
      }),
    );
  });

  it('refuses a timestamp one millisecond outside the tolerance as stale', () => {
    expect(verifyNotification(SECRET, '{}', signNotification(SECRET, '{}', NOW - TOLERANCE - 1), NOW, TOLERANCE)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyNotification(SECRET, '{}', signNotification(SECRET, '{}', NOW + TOLERANCE + 1), NOW, TOLERANCE)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses another secret, a changed body and a moved timestamp as a bad signature', () => {
    const header = signNotification(SECRET, '{"amount":499}', NOW);
    expect(verifyNotification('someone-else', '{"amount":499}', header, NOW, TOLERANCE)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyNotification(SECRET, '{"amount":1}', header, NOW, TOLERANCE)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyNotification(SECRET, '{"amount":499}', header.replace(`t=${NOW}`, `t=${NOW + 1}`), NOW, TOLERANCE)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('checks the signature before the time: an unsigned old notification is a bad signature, not stale', () => {
    const header = signNotification('someone-else', '{}', NOW - 10 * TOLERANCE);
    expect(verifyNotification(SECRET, '{}', header, NOW, TOLERANCE)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyNotification(SECRET, '{}', undefined, NOW, TOLERANCE)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyNotification(SECRET, '{}', 'v1=abc', NOW, TOLERANCE)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyNotification(SECRET, '{}', `t=${NOW},v1=zz`, NOW, TOLERANCE)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('store receipts', () => {
  it('open to their content with the store secret, for any content', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (content) => {
        expect(openReceipt(SECRET, signReceipt(SECRET, content))).toEqual(content);
      }),
    );
  });

  it('do not open when forged, altered, truncated or not a receipt at all', () => {
    const receipt = signReceipt(SECRET, { transaction_id: '1', product_id: 'glint.coins.300' });
    const [body = '', signature = ''] = receipt.split('.');
    const altered = `${Buffer.from(JSON.stringify({ transaction_id: '2', product_id: 'glint.coins.300' })).toString('base64url')}.${signature}`;
    expect(openReceipt('someone-else', receipt)).toBeNull();
    expect(openReceipt(SECRET, altered)).toBeNull();
    expect(openReceipt(SECRET, body)).toBeNull();
    expect(openReceipt(SECRET, `${receipt}.extra`)).toBeNull();
    expect(openReceipt(SECRET, 'not a receipt')).toBeNull();
    expect(openReceipt(SECRET, signReceipt(SECRET, [1, 2] as unknown as Record<string, unknown>))).toBeNull();
  });
});
