import { createMatchStore, type MatchStore } from '../match/match-store';
import { createCallStore, type CallStore, type CallStoreDeps } from './call-store';

/**
 * The call and match stores, linked: a match found hands its call to the call store, and
 * the call store knows whether a match search runs (an outside call closes it).
 */
export interface CallServices {
  readonly calls: CallStore;
  readonly match: MatchStore;
}

export function createCallServices(deps: CallStoreDeps): CallServices {
  const calls = createCallStore(deps);
  const match = createMatchStore({
    http: deps.http,
    realtime: deps.realtime,
    takeMatchCall: (event) => calls.takeMatchCall(event),
    setMatchOpen: (open) => calls.setMatchOpen(open),
  });
  return { calls, match };
}
