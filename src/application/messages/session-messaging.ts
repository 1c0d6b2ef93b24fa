import { BehaviorSubject, Subscription, distinctUntilChanged, of, switchMap, type Observable } from 'rxjs';
import type { SyncAccount } from '../lifecycle/gap-fill-sync';
import type { LiveState } from '../live-state';
import type { InboxState, MessageBannerView, MessagingServices, UnreadTotals } from './messaging-services';

/** One signed-in user's messaging and how to end it. */
export interface UserMessaging {
  readonly services: MessagingServices;
  /** The account part of the user's latest gap fill answer (its pay_event_list feeds the checkout). */
  readonly account$: Observable<SyncAccount | null>;
  /** Runs the gap fill now (the payment-wait page asks for its order's event). */
  sync?(): Promise<void>;
  dispose(): void;
}

export interface SessionMessaging extends MessagingServices {
  /** The current user's services, or null when signed out. */
  readonly current$: LiveState<MessagingServices | null>;
  /** The current user's gap fill account part; null while signed out or before the first sync. */
  readonly syncAccount$: Observable<SyncAccount | null>;
  /** Runs the current user's gap fill now; nothing while signed out. */
  syncNow(): Promise<void>;
  dispose(): void;
}

const SIGNED_OUT_INBOX: InboxState = { tab: 'all', rows: [], status: 'ready', hasMore: false, refreshing: false, loadingMore: false, error: null, signedIn: false };
const NO_UNREAD: UnreadTotals = { unread: 0, followUnread: 0 };

/** A replayed value that follows the current user's one, or `fallback` while signed out. */
function follow<T>(current$: Observable<MessagingServices | null>, pick: (services: MessagingServices) => LiveState<T>, fallback: T, subscriptions: Subscription): LiveState<T> {
  const value$ = new BehaviorSubject<T>(fallback);
  subscriptions.add(current$.pipe(switchMap((services) => (services === null ? of(fallback) : pick(services)))).subscribe((value) => value$.next(value)));
  return value$;
}

/**
 * The messaging services the views hold for the whole app life: each signed-in user gets
 * their own (chat logs, outbox, inbox), built when the uid appears and disposed when it
 * changes or goes; the observables follow the current one. Opening a chat while signed
 * out is a bug of the caller (the chat route requires a session).
 */
export function followSessionMessaging(uid$: Observable<number | null>, create: (uid: number) => UserMessaging): SessionMessaging {
  const user$ = new BehaviorSubject<UserMessaging | null>(null);
  const current$ = new BehaviorSubject<MessagingServices | null>(null);
  const subscriptions = new Subscription();
  subscriptions.add(
    uid$.pipe(distinctUntilChanged()).subscribe((uid) => {
      user$.getValue()?.dispose();
      const user = uid === null ? null : create(uid);
      user$.next(user);
      current$.next(user?.services ?? null);
    }),
  );
  const now = (): MessagingServices => {
    const services = current$.getValue();
    if (services === null) throw new Error('messaging used while signed out');
    return services;
  };
  const signedOut = { ok: false, error: { code: 'API.LOGGED_OUT' } } as const;

  return {
    current$,
    syncAccount$: user$.pipe(switchMap((user) => user?.account$ ?? of(null))),
    syncNow: async () => user$.getValue()?.sync?.(),
    inbox: {
      state$: follow(current$, (services) => services.inbox.state$, SIGNED_OUT_INBOX, subscriptions),
      unread$: follow(current$, (services) => services.inbox.unread$, NO_UNREAD, subscriptions),
      setTab: (tab) => current$.getValue()?.inbox.setTab(tab),
      refresh: async () => current$.getValue()?.inbox.refresh() ?? signedOut,
      loadMore: async () => current$.getValue()?.inbox.loadMore() ?? signedOut,
      remove: async (chatId) => current$.getValue()?.inbox.remove(chatId) ?? signedOut,
    },
    openChat: (peerUid) => now().openChat(peerUid),
    banner: {
      current$: follow<MessageBannerView | null>(current$, (services) => services.banner.current$, null, subscriptions),
      swipeUp: (distancePx) => current$.getValue()?.banner.swipeUp(distancePx),
      tap: () => current$.getValue()?.banner.tap() ?? null,
      setOtherBannerShowing: (showing) => current$.getValue()?.banner.setOtherBannerShowing(showing),
    },
    autoTranslate$: follow(current$, (services) => services.autoTranslate$, false, subscriptions),
    setAutoTranslate: async (on) => current$.getValue()?.setAutoTranslate(on) ?? signedOut,
    sayHi: async (targetUids) => current$.getValue()?.sayHi(targetUids) ?? signedOut,
    greetCandidates: async () => (await current$.getValue()?.greetCandidates()) ?? null,
    dismissGreetCandidates: async (targetUids) => current$.getValue()?.dismissGreetCandidates(targetUids) ?? signedOut,
    dispose() {
      subscriptions.unsubscribe();
      user$.getValue()?.dispose();
      user$.next(null);
    },
  };
}
