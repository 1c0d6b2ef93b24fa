import { describe, expect, it } from 'vitest';
import { SEND_RESULT } from '../constants';
import { interpretSendResult } from './send-result';

const recharged = { hasRecharged: true };
const neverRecharged = { hasRecharged: false };
const callback = { type: 'recharge_alert' };

describe('interpretSendResult', () => {
  it('treats 1 as success', () => {
    expect(interpretSendResult(SEND_RESULT.success, {}, recharged)).toEqual({ kind: 'success' });
  });
  it('turns 0 into a failure carrying the callback for a user who has recharged', () => {
    expect(interpretSendResult(SEND_RESULT.failure, { callback }, recharged)).toEqual({ kind: 'failure', callback });
  });
  it('turns 0 with a callback into the unpaid-send flow for a user who never recharged', () => {
    expect(interpretSendResult(SEND_RESULT.failure, { callback }, neverRecharged)).toEqual({ kind: 'open-unpaid-send-flow' });
  });
  it('turns 0 without a callback into a plain failure', () => {
    expect(interpretSendResult(SEND_RESULT.failure, {}, neverRecharged)).toEqual({ kind: 'failure', callback: null });
  });
  it('adds a recharge system message with the tips on -1 and a notice on -2', () => {
    expect(interpretSendResult(SEND_RESULT.rechargeMessage, { tips: 'top up' }, recharged)).toEqual({ kind: 'add-recharge-system-message', tips: 'top up' });
    expect(interpretSendResult(SEND_RESULT.notice, { tips: 'wait' }, recharged)).toEqual({ kind: 'add-notice', tips: 'wait' });
  });
  it('does nothing on -3 and opens the unpaid-send flow on 6', () => {
    expect(interpretSendResult(SEND_RESULT.nothing, null, recharged)).toEqual({ kind: 'nothing' });
    expect(interpretSendResult(SEND_RESULT.unpaidFlow, undefined, recharged)).toEqual({ kind: 'open-unpaid-send-flow' });
  });
  it('reads other positive codes as success and other codes as failure, per the general rule', () => {
    expect(interpretSendResult(2, {}, recharged)).toEqual({ kind: 'success' });
    expect(interpretSendResult(-7, { callback }, recharged)).toEqual({ kind: 'failure', callback: null });
  });
  it('reads missing or malformed tips as empty text', () => {
    expect(interpretSendResult(SEND_RESULT.notice, { tips: 5 } as unknown as { tips: string }, recharged)).toEqual({ kind: 'add-notice', tips: '' });
  });
});
