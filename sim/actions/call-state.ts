import type { CallStore } from '../../src/application/calls/call-store.js';
import type { SimUser } from '../node-root.js';
import { CALLS } from '../../src/application/calls/calls.tokens.js';
import { waitFor } from '../wait.js';

/** How long a call may take from dial (or match) to both sides' media up. */
export const CALL_CONNECT_WAIT_MS = 15_000;
/** How long the end may take to reach both sides after a hang-up. */
export const CALL_END_WAIT_MS = 10_000;
/** How long a connected call lasts: long enough for its first billed minute to be reported. */
export const CALL_HOLD_MIN_MS = 1_500;
export const CALL_HOLD_MAX_MS = 4_000;

export const callsOf = (user: SimUser): CallStore => user.services.get(CALLS).calls;

/** 'none', 'waiting', or the active call's phase. */
export function callPhase(calls: CallStore): string {
  const current = calls.view$.getValue().call.current;
  return current.kind === 'active' ? current.call.phase : current.kind;
}

/** Whether both sides are out of the call (their slot empty again), within the bound. */
export async function bothEnded(a: CallStore, b: CallStore | undefined): Promise<boolean> {
  return waitFor(() => callPhase(a) === 'none' && (b === undefined || callPhase(b) === 'none'), CALL_END_WAIT_MS);
}

/** A simulated person picks up every call that rings (the call screen's answer button). */
export function answerEveryCall(user: SimUser): () => void {
  const calls = callsOf(user);
  const subscription = calls.view$.subscribe((view) => {
    const current = view.call.current;
    if (current.kind === 'active' && current.call.direction === 'incoming' && current.call.phase === 'calling') queueMicrotask(() => void calls.accept());
  });
  return () => subscription.unsubscribe();
}
