import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import type { AppSession } from '../session/app-session';
import type { SessionStore } from '../session/session-store';
import { meSnapshotOf } from './me-snapshot';
import type { MeSnapshot, MeViewModel } from './me-view-model';

/**
 * The Me tab over the session: user_info as the store keeps it (sign-in, init, profile
 * changes) and the coin balance — the wallet's (`balance$`: init's money, then a claim,
 * a payment), else the latest /profile/init account_info's. Pull-to-refresh loads init
 * again. Returns `dispose` for tests.
 */
export function createSessionMeViewModel(deps: {
  readonly store: SessionStore;
  readonly session: Pick<AppSession, 'init$' | 'refresh'>;
  readonly balance$?: Observable<number | null>;
}): MeViewModel & { dispose(): void } {
  const me$ = new BehaviorSubject<MeSnapshot>(meSnapshotOf(deps.store.user$.getValue(), null));
  const balance$ = deps.balance$ ?? deps.session.init$.pipe(map((init) => init?.account_info.money ?? null));
  const subscription = combineLatest([deps.store.user$, deps.session.init$, balance$]).subscribe(([user, init, balance]) => {
    // init names the account the balance belongs to: never show another account's.
    const sameUser = init !== null && user !== null && init.user_info.uid === user.uid;
    me$.next(meSnapshotOf(user, sameUser ? balance : null));
  });
  return {
    me$,
    refresh: () => deps.session.refresh(),
    dispose: () => subscription.unsubscribe(),
  };
}
