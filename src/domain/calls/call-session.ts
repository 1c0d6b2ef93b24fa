import { MS_PER_SECOND } from '../constants';
import type { CallEndReason } from './call-codes';
import { CALL_END_REASON } from './call-codes';

/*
 * The server's call session (ours; the spec shows only the client). Times are epoch ms
 * passed in by the caller.
 *
 * | phase     | command             | next      |
 * |-----------|---------------------|-----------|
 * | ringing   | answer (callee)     | answered  |
 * | answered  | connect             | connected |
 * | any live  | end (guarded below) | ended     |
 * | answered+ | answer again        | no-op     |
 * | connected | connect again       | no-op     |
 * | ended     | end again           | no-op     |
 * | ended     | answer / connect    | error CALL_SESSION.ENDED |
 *
 * End-reason guards: who may end with which reason, and in which phases.
 */
const END_GUARDS: Readonly<Record<CallEndReason, { readonly by: readonly CallEndActor[]; readonly from: readonly LiveSessionPhase[] }>> = {
  [CALL_END_REASON.cancel]: { by: ['caller'], from: ['ringing'] },
  [CALL_END_REASON.refuse]: { by: ['callee'], from: ['ringing'] },
  [CALL_END_REASON.userEnd]: { by: ['caller', 'callee'], from: ['answered', 'connected'] },
  [CALL_END_REASON.hostEnd]: { by: ['caller', 'callee'], from: ['answered', 'connected'] },
  [CALL_END_REASON.balance]: { by: ['system'], from: ['answered', 'connected'] },
  [CALL_END_REASON.spendLimit]: { by: ['system'], from: ['answered', 'connected'] },
  // A maintenance window started: whatever the phase, the server ends the call.
  [CALL_END_REASON.maintenance]: { by: ['system'], from: ['ringing', 'answered', 'connected'] },
  [CALL_END_REASON.heartbeat]: { by: ['system'], from: ['ringing', 'answered', 'connected'] },
  [CALL_END_REASON.system]: { by: ['system'], from: ['ringing', 'answered', 'connected'] },
  // Nobody answered, or the media never came up after the answer.
  [CALL_END_REASON.timeout]: { by: ['system'], from: ['ringing', 'answered'] },
};

type LiveSessionPhase = 'ringing' | 'answered' | 'connected';
export type CallSessionPhase = LiveSessionPhase | 'ended';
export type CallParty = 'caller' | 'callee';
export type CallEndActor = CallParty | 'system';

export interface CallSession {
  readonly phase: CallSessionPhase;
  readonly startedAt: number;
  readonly answeredAt: number | null;
  readonly connectedAt: number | null;
  readonly endedAt: number | null;
  readonly endReason: CallEndReason | null;
  readonly endedBy: CallEndActor | null;
}

export type CallSessionCommand =
  | { readonly type: 'answer' }
  | { readonly type: 'connect' }
  | { readonly type: 'end'; readonly reason: CallEndReason; readonly by: CallEndActor };

export type CallSessionErrorCode =
  | 'CALL_SESSION.ENDED'
  | 'CALL_SESSION.NOT_ANSWERED'
  | 'CALL_SESSION.REASON_NOT_ALLOWED';

export type CallSessionResult =
  | { readonly ok: true; readonly session: CallSession; readonly changed: boolean }
  | { readonly ok: false; readonly error: { readonly code: CallSessionErrorCode } };

export function startCallSession(at: number): CallSession {
  return { phase: 'ringing', startedAt: at, answeredAt: null, connectedAt: null, endedAt: null, endReason: null, endedBy: null };
}

const same = (session: CallSession): CallSessionResult => ({ ok: true, session, changed: false });
const moved = (session: CallSession): CallSessionResult => ({ ok: true, session, changed: true });
const refused = (code: CallSessionErrorCode): CallSessionResult => ({ ok: false, error: { code } });

/** Applies one command at time `at`. Repeats (a redelivered answer, a second end) are no-ops. */
export function transitionCallSession(session: CallSession, command: CallSessionCommand, at: number): CallSessionResult {
  const { phase } = session;
  if (phase === 'ended') return command.type === 'end' ? same(session) : refused('CALL_SESSION.ENDED');
  switch (command.type) {
    case 'answer':
      return phase === 'ringing' ? moved({ ...session, phase: 'answered', answeredAt: at }) : same(session);
    case 'connect':
      if (phase === 'ringing') return refused('CALL_SESSION.NOT_ANSWERED');
      return phase === 'answered' ? moved({ ...session, phase: 'connected', connectedAt: at }) : same(session);
    case 'end': {
      const guard = END_GUARDS[command.reason];
      if (!guard.by.includes(command.by) || !guard.from.includes(phase)) return refused('CALL_SESSION.REASON_NOT_ALLOWED');
      return moved({ ...session, phase: 'ended', endedAt: at, endReason: command.reason, endedBy: command.by });
    }
  }
}

/**
 * The reason to record when a party hangs up through /call/end, which carries no
 * reason: before the answer the caller cancels and the callee refuses; afterwards it is
 * a host end when the party is a host, else a user end.
 */
export function partyEndReason(session: CallSession, by: CallParty, isHost: boolean): CallEndReason {
  if (session.phase === 'ringing') return by === 'caller' ? CALL_END_REASON.cancel : CALL_END_REASON.refuse;
  return isHost ? CALL_END_REASON.hostEnd : CALL_END_REASON.userEnd;
}

/** Seconds of connected media up to `now` (or the end): what per-minute billing counts. */
export function connectedSeconds(session: CallSession, now: number): number {
  if (session.connectedAt === null) return 0;
  const until = session.endedAt ?? now;
  return Math.max(0, (until - session.connectedAt) / MS_PER_SECOND);
}
