import { BehaviorSubject, combineLatest } from 'rxjs';
import type { AppSession } from './app-session';
import type { SessionStore } from '../session/session-store';
import { meSnapshotOf } from './me-snapshot';
import type { MeSnapshot, MeViewModel } from './me-view-model';

/**
 * The Me tab over the session: user_info as the store keeps it (sign-in, init, profile
 * changes) and the balance of the latest /profile/init account_info. Pull-to-refresh
 * loads init again. Returns `dispose` for tests.
 */
export function createSessionMeViewModel(deps: { readonly store: SessionStore; readonly session: Pick<AppSession, 'init$' | 'refresh'> }): MeViewModel & { dispose(): void } {
  const me$ = new BehaviorSubject<MeSnapshot>(meSnapshotOf(deps.store.user$.getValue(), null));
  const subscription = combineLatest([deps.store.user$, deps.session.init$]).subscribe(([user, init]) => {
    const sameUser = init !== null && user !== null && init.user_info.uid === user.uid;
    me$.next(meSnapshotOf(user, sameUser ? init.account_info.money : null));
  });
  return {
    me$,
    refresh: () => deps.session.refresh(),
    dispose: () => subscription.unsubscribe(),
  };
}
