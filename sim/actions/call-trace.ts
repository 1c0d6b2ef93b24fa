import type { CallStore } from '../../src/application/calls/call-store.js';
import { callPhase } from './call-state.js';

export interface CallTrace {
  /** Each phase the call slot went through, with the ms since the trace began, and how the last call ended. */
  describe(): string;
  stop(): void;
}

/**
 * What one user's call slot went through while an action ran, for the failure's message:
 * a call that did not connect is only traceable when the sequence each side saw (and the
 * end reason the server gave) is printed beside it.
 */
export function traceCall(calls: CallStore): CallTrace {
  const started = Date.now();
  const steps: string[] = [];
  let last = '';
  const subscription = calls.view$.subscribe((view) => {
    const current = view.call.current;
    const step = current.kind === 'active' ? `${current.call.phase} room ${current.call.roomId}` : callPhase(calls);
    if (step === last) return;
    last = step;
    steps.push(`${step} @${Date.now() - started}`);
  });
  return {
    describe() {
      const finished = calls.view$.getValue().call.lastFinished;
      const end = finished === null ? 'no call ended' : `last ended: room ${finished.roomId} ${finished.phase}, reason ${finished.reason}${finished.wasConnected ? ', was connected' : ''}`;
      return `${steps.join(' → ')}; ${end}`;
    },
    stop: () => subscription.unsubscribe(),
  };
}
