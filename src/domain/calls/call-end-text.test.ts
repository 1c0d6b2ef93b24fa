import { describe, expect, it } from 'vitest';
import { CALL_END_REASON } from '../constants';
import { CALL_END_TEXTS_EN, callEndText } from './call-end-text';

describe('callEndText', () => {
  it('names the other user when they declined', () => {
    expect(callEndText(CALL_END_REASON.refuse, 'Mia')).toEqual({ key: 'call.end.declinedBy', params: { name: 'Mia' } });
  });
  it('maps balance, heartbeat, system and timeout to the spec notices', () => {
    expect([CALL_END_REASON.balance, CALL_END_REASON.heartbeat, CALL_END_REASON.system, CALL_END_REASON.timeout]
      .map((r) => callEndText(r, 'Mia').key))
      .toEqual(['call.end.insufficientBalance', 'call.end.network', 'call.end.requestFailed', 'call.end.busy']);
  });
  it('does not tell the user who declined that the call was declined by the other one', () => {
    expect(callEndText(CALL_END_REASON.refuse, 'Mia', 'self')).toEqual({ key: 'call.end.ended' });
  });
  it('reads the caller\'s own cancel as cancelled', () => {
    expect(callEndText(CALL_END_REASON.cancel, 'Mia', 'self')).toEqual({ key: 'call.end.cancelled' });
  });
});

describe('CALL_END_TEXTS_EN', () => {
  it('has an English text for every key a reason can produce', () => {
    const reasons = Object.values(CALL_END_REASON);
    const keys = reasons.flatMap((r) => [callEndText(r, 'x').key, callEndText(r, 'x', 'self').key]);
    for (const key of keys) expect(CALL_END_TEXTS_EN[key]).toMatch(/\S/);
  });
});
