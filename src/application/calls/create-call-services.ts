import type { HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import { createMatchStore, type MatchStore, type MatchStoreDeps } from '../match/match-store';
import { loadCallEndOffer, type CallEndOffer } from './call-end-offer';
import { loadCallHistoryPage, type CallHistoryPage } from './call-history-pages';
import { callSignalInbox } from './call-signal-inbox';
import { createCallStore, type CallStore, type CallStoreDeps } from './call-store';
import { createFreeCallReminderStore, type FreeCallReminderDeps, type FreeCallReminderStore } from './free-call-reminder';
import type { PresenceSeeds } from '../presence/presence-store';
import { createPeerProfiles, type PeerProfiles } from './peer-profiles';
import { createUserHomeCache } from './user-home-cache';

/**
 * The call and match stores, linked: a match found hands its call to the call store, and
 * the call store knows whether a match search runs (an outside call closes it). Beside
 * them, the reads the call screens need: the other user's card, the call list, the
 * end-of-call offer, the free-call reminder.
 */
export interface CallServices {
  readonly calls: CallStore;
  readonly match: MatchStore;
  readonly peers: PeerProfiles;
  readonly freeCallReminder: FreeCallReminderStore;
  history(beforeId?: number): Promise<CallHistoryPage | null>;
  callEndOffer(request: { readonly targetUid: number; readonly roomId: number | null }): Promise<CallEndOffer | null>;
}

export type CallServicesDeps = CallStoreDeps & Pick<MatchStoreDeps, 'pricedUser' | 'visible$'> & {
  /** The device's storage: the call ends shown (call-signal-inbox.ts), the free-call reminder's last show, the user-home cache. */
  readonly storage: StoragePort;
  readonly freeCallReminder: Omit<FreeCallReminderDeps, 'now' | 'storage'>;
  /** The one store of online dots: a user card loaded here is the newest word on its dot. */
  readonly presence: PresenceSeeds;
};

export function createCallServices(deps: CallServicesDeps): CallServices {
  const signals$ = callSignalInbox({ http: deps.http, realtime: deps.realtime, storage: deps.storage, selfUid: deps.selfUid });
  const calls = createCallStore(deps, signals$);
  const match = createMatchStore({
    http: deps.http,
    realtime: deps.realtime,
    takeMatchCall: (event) => calls.takeMatchCall(event),
    setMatchOpen: (open) => calls.setMatchOpen(open),
    ...(deps.pricedUser ? { pricedUser: deps.pricedUser } : {}),
    ...(deps.visible$ ? { visible$: deps.visible$ } : {}),
  });
  const http: HttpPort = deps.http;
  return {
    calls,
    match,
    peers: createPeerProfiles(http, createUserHomeCache(deps.storage, deps.selfUid), deps.presence),
    freeCallReminder: createFreeCallReminderStore({ ...deps.freeCallReminder, storage: deps.storage, now: deps.now }),
    history: (beforeId) => loadCallHistoryPage(http, beforeId),
    callEndOffer: (request) => loadCallEndOffer(http, request),
  };
}
