import { describe, expect, it } from 'vitest';
import type { CallEndReason } from './call-codes';
import { CALL_END_TEXTS_EN, callEndText, type CallEndContext, type CallEndTextKey } from './call-end-text';
import { CALL_END_REASON } from './call-codes';

const R = CALL_END_REASON;
const caller = (endedBy: CallEndContext['endedBy'], answered: boolean): CallEndContext => ({ peerName: 'Mia', direction: 'outgoing', endedBy, answered });
const callee = (endedBy: CallEndContext['endedBy'], answered: boolean): CallEndContext => ({ peerName: 'Leo', direction: 'incoming', endedBy, answered });

/** Every reason as the end actually happens, for the caller and the callee. */
const CASES: ReadonlyArray<readonly [string, CallEndReason, CallEndContext, CallEndTextKey]> = [
  ['the caller who cancels the ring', R.cancel, caller('self', false), 'call.end.cancelled'],
  ['the callee whose ring the caller cancelled', R.cancel, callee('other', false), 'call.end.missed'],
  ['the caller the callee declined', R.refuse, caller('other', false), 'call.end.declinedBy'],
  ['the callee who declined', R.refuse, callee('self', false), 'call.end.declined'],
  ['the caller who hung up', R.userEnd, caller('self', true), 'call.end.ended'],
  ['the callee the caller hung up on', R.userEnd, callee('other', true), 'call.end.ended'],
  ['the caller the host hung up on', R.hostEnd, caller('other', true), 'call.end.ended'],
  ['the host who hung up', R.hostEnd, callee('self', true), 'call.end.ended'],
  ['the paying caller out of coins', R.balance, caller('other', true), 'call.end.insufficientBalance'],
  ['the callee of a caller out of coins', R.balance, callee('other', true), 'call.end.ended'],
  ['the paying caller at the spending limit they set', R.spendLimit, caller('other', true), 'call.end.spendLimit'],
  ['the callee of a caller at their spending limit', R.spendLimit, callee('other', true), 'call.end.ended'],
  ['the caller of a call a maintenance window cut', R.maintenance, caller('other', true), 'call.end.maintenance'],
  ['the callee of a call a maintenance window cut', R.maintenance, callee('other', true), 'call.end.maintenance'],
  ['the caller when a heartbeat was lost', R.heartbeat, caller('other', true), 'call.end.network'],
  ['the callee when a heartbeat was lost', R.heartbeat, callee('other', true), 'call.end.network'],
  ['the caller when the server ended it', R.system, caller('other', true), 'call.end.requestFailed'],
  ['the callee when the server ended it', R.system, callee('other', true), 'call.end.requestFailed'],
  ['the caller whose ring nobody took', R.timeout, caller('other', false), 'call.end.busy'],
  ['the callee who missed the ring', R.timeout, callee('other', false), 'call.end.missed'],
  ['the caller of an answered call whose media never came up', R.timeout, caller('other', true), 'call.end.network'],
  ['the callee of an answered call whose media never came up', R.timeout, callee('other', true), 'call.end.network'],
];

describe('callEndText', () => {
  it.each(CASES)('words the end for %s', (_who, reason, context, key) => {
    expect(callEndText(reason, context).key).toBe(key);
  });
  it('covers every end reason for both the caller and the callee', () => {
    for (const direction of ['outgoing', 'incoming']) {
      const reasons = new Set(CASES.filter(([, , c]) => c.direction === direction).map(([, r]) => r));
      expect([...reasons].sort()).toEqual(Object.values(R).sort());
    }
  });
  it('never tells a callee who missed a call that the other user may be busy', () => {
    for (const reason of [R.cancel, R.timeout]) {
      expect(callEndText(reason, callee('other', false))).toEqual({ key: 'call.end.missed', params: { name: 'Leo' } });
    }
  });
  it('names the other user when they declined', () => {
    expect(callEndText(R.refuse, caller('other', false))).toEqual({ key: 'call.end.declinedBy', params: { name: 'Mia' } });
  });
  it('names nobody in the texts that need no name', () => {
    expect(callEndText(R.userEnd, caller('self', true))).toEqual({ key: 'call.end.ended' });
  });
});

describe('CALL_END_TEXTS_EN', () => {
  it('has an English text for every key, with a name slot exactly where a name is given', () => {
    for (const [, reason, context] of CASES) {
      const text = callEndText(reason, context);
      expect(CALL_END_TEXTS_EN[text.key]).toMatch(/\S/);
      expect(CALL_END_TEXTS_EN[text.key].includes('{{name}}')).toBe(text.params !== undefined);
    }
  });
});
