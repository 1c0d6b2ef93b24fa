import { createContext, useContext, type ReactNode } from 'react';
import type { CallStore } from '../../../application/calls/call-store';
import type { MatchStore } from '../../../application/match/match-store';

/** The call and match stores the composition root builds once the core has loaded. */
export interface CallServices {
  readonly calls: CallStore;
  readonly match: MatchStore;
}

const CallServicesContext = createContext<CallServices | null>(null);

export function CallServicesProvider({ services, children }: { services: CallServices | null; children: ReactNode }) {
  return <CallServicesContext.Provider value={services}>{children}</CallServicesContext.Provider>;
}

/** Null until the core has loaded (the pages show a spinner meanwhile). */
export function useCallServices(): CallServices | null {
  return useContext(CallServicesContext);
}
