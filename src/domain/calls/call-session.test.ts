import { describe, expect, it } from 'vitest';
import { connectedSeconds, partyEndReason, startCallSession, transitionCallSession, type CallSession, type CallSessionCommand } from './call-session';
import { CALL_END_REASON } from './call-codes';

function apply(commands: readonly [CallSessionCommand, number][], from: CallSession = startCallSession(0)): CallSession {
  return commands.reduce((session, [command, at]) => {
    const result = transitionCallSession(session, command, at);
    if (!result.ok) throw new Error(result.error.code);
    return result.session;
  }, from);
}

describe('call session', () => {
  it('goes ringing → answered → connected → ended, stamping each time', () => {
    const session = apply([
      [{ type: 'answer' }, 1_000], [{ type: 'connect' }, 2_000],
      [{ type: 'end', reason: CALL_END_REASON.userEnd, by: 'caller' }, 62_000],
    ]);
    expect(session).toEqual({
      phase: 'ended', startedAt: 0, answeredAt: 1_000, connectedAt: 2_000, endedAt: 62_000,
      endReason: CALL_END_REASON.userEnd, endedBy: 'caller',
    });
    expect(connectedSeconds(session, 999_999)).toBe(60);
  });
  it('treats a second end as a no-op that keeps the first reason', () => {
    const ended = apply([[{ type: 'end', reason: CALL_END_REASON.cancel, by: 'caller' }, 5]]);
    const again = transitionCallSession(ended, { type: 'end', reason: CALL_END_REASON.system, by: 'system' }, 9);
    expect(again).toEqual({ ok: true, session: ended, changed: false });
  });
  it('refuses an answer after the call ended', () => {
    const ended = apply([[{ type: 'end', reason: CALL_END_REASON.cancel, by: 'caller' }, 5]]);
    expect(transitionCallSession(ended, { type: 'answer' }, 6)).toEqual({ ok: false, error: { code: 'CALL_SESSION.ENDED' } });
  });
  it('treats a redelivered answer as a no-op', () => {
    const answered = apply([[{ type: 'answer' }, 5]]);
    expect(transitionCallSession(answered, { type: 'answer' }, 7)).toEqual({ ok: true, session: answered, changed: false });
  });
  it('refuses to connect media before the answer', () => {
    expect(transitionCallSession(startCallSession(0), { type: 'connect' }, 1)).toEqual({ ok: false, error: { code: 'CALL_SESSION.NOT_ANSWERED' } });
  });
  it.each([
    ['the callee cancelling', { reason: CALL_END_REASON.cancel, by: 'callee' }],
    ['the caller refusing', { reason: CALL_END_REASON.refuse, by: 'caller' }],
    ['a user end while ringing', { reason: CALL_END_REASON.userEnd, by: 'caller' }],
    ['a balance end while ringing', { reason: CALL_END_REASON.balance, by: 'system' }],
    ['a party claiming a heartbeat loss', { reason: CALL_END_REASON.heartbeat, by: 'callee' }],
  ] as const)('refuses %s', (_, end) => {
    const result = transitionCallSession(startCallSession(0), { type: 'end', ...end }, 1);
    expect(result).toEqual({ ok: false, error: { code: 'CALL_SESSION.REASON_NOT_ALLOWED' } });
  });
  it('refuses cancel and refuse once the call was answered', () => {
    const answered = apply([[{ type: 'answer' }, 1]]);
    expect(transitionCallSession(answered, { type: 'end', reason: CALL_END_REASON.cancel, by: 'caller' }, 2).ok).toBe(false);
    expect(transitionCallSession(answered, { type: 'end', reason: CALL_END_REASON.refuse, by: 'callee' }, 2).ok).toBe(false);
  });
  it('refuses a ring timeout once media is connected', () => {
    const connected = apply([[{ type: 'answer' }, 1], [{ type: 'connect' }, 2]]);
    expect(transitionCallSession(connected, { type: 'end', reason: CALL_END_REASON.timeout, by: 'system' }, 3).ok).toBe(false);
  });
  it('counts connected seconds up to now while the call runs, and none before connecting', () => {
    const connected = apply([[{ type: 'answer' }, 1_000], [{ type: 'connect' }, 2_000]]);
    expect(connectedSeconds(connected, 32_500)).toBe(30.5);
    expect(connectedSeconds(startCallSession(0), 50_000)).toBe(0);
  });
});

describe('partyEndReason', () => {
  it('makes a hang-up before the answer a cancel by the caller or a refusal by the callee', () => {
    const ringing = startCallSession(0);
    expect([partyEndReason(ringing, 'caller', false), partyEndReason(ringing, 'callee', true)])
      .toEqual([CALL_END_REASON.cancel, CALL_END_REASON.refuse]);
  });
  it('makes a hang-up after the answer a host end or a user end', () => {
    const answered = apply([[{ type: 'answer' }, 1]]);
    expect([partyEndReason(answered, 'callee', true), partyEndReason(answered, 'caller', false)])
      .toEqual([CALL_END_REASON.hostEnd, CALL_END_REASON.userEnd]);
  });
});
