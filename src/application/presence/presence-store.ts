import { BehaviorSubject, filter, map, type Observable } from 'rxjs';
import type { OnlineStatus } from '../../domain/calls';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { LiveState } from '../live-state';
import type { RealtimeMessage } from '../ports/realtime.port';
import { userOnlineStateSchema } from './online-state-event';

/** A card as it arrives from the server: whose it is and the dot it had then. */
export interface SeenUser {
  readonly uid: number;
  /** A card's online_status; a code the app does not know reads as offline (no dot), as onlineStatusLabel says. */
  readonly online_status: number;
}

const KNOWN: ReadonlySet<number> = new Set(Object.values(ONLINE_STATUS));
const statusOf = (code: number): OnlineStatus => (KNOWN.has(code) ? (code as OnlineStatus) : ONLINE_STATUS.offline);

/** What a feature that loads cards tells the store (the only write besides the type-7 updates). */
export interface PresenceSeeds {
  /** Fresh cards from the server: their status is now the newest known of each. */
  seen(users: readonly SeenUser[]): void;
}

/**
 * The one source of other users' online dots on this device (issue #13): the user page,
 * the chat header, the inbox rows and the discover cards all read it, so they never
 * disagree. Two writers, newest wins: a card fresh from the server (a feature calls
 * `seen` when it loads one) and the type-7 online-status update (published by the server
 * when someone comes online, goes offline, starts or ends a call). A view's own card is
 * only the fallback for a user nothing has told the store about. Cleared when the signed-in
 * user changes.
 */
export interface PresenceStore extends PresenceSeeds {
  /** Every known status by uid. */
  readonly statuses$: LiveState<ReadonlyMap<number, OnlineStatus>>;
  /** Forgets everyone (another user signed in). */
  clear(): void;
}

/** The store, following `messages$` for type-7 updates until `dispose`. */
export function createPresenceStore(messages$: Observable<RealtimeMessage>): PresenceStore & { dispose(): void } {
  const statuses$ = new BehaviorSubject<ReadonlyMap<number, OnlineStatus>>(new Map());
  const write = (users: readonly SeenUser[]): void => {
    const current = statuses$.getValue();
    const changed = users.filter((user) => current.get(user.uid) !== statusOf(user.online_status));
    if (changed.length === 0) return;
    const next = new Map(current);
    for (const user of changed) next.set(user.uid, statusOf(user.online_status));
    statuses$.next(next);
  };
  // Only type 7 is parsed: a failed parse builds a ZodError, and every other payload would fail it.
  const subscription = messages$.pipe(filter((message) => message.type === REALTIME_MESSAGE_TYPE.userState), map((message) => userOnlineStateSchema.safeParse(message))).subscribe((parsed) => {
    if (parsed.success) write([{ uid: parsed.data.uid, online_status: parsed.data.online_status }]);
  });
  return {
    statuses$,
    seen: write,
    clear: () => statuses$.next(new Map()),
    dispose: () => subscription.unsubscribe(),
  };
}
