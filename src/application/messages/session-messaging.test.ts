import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { SyncAccount } from '../lifecycle/gap-fill-sync';
import type { MessagingServices } from './messaging-services';
import { followSessionMessaging, type UserMessaging } from './session-messaging';

/** Only what the session's followers read. */
const stubServices = (): MessagingServices =>
  ({
    inbox: { state$: new BehaviorSubject(null), unread$: new BehaviorSubject(null) },
    banner: { current$: new BehaviorSubject(null) },
    autoTranslate$: new BehaviorSubject(false),
  }) as unknown as MessagingServices;
const accountWith = (eventId: number) => ({ pay_event_list: [{ event_id: eventId }] }) as unknown as SyncAccount;

describe('followSessionMessaging', () => {
  it('follows the signed-in user’s gap fill account, and answers null once signed out', () => {
    const uid$ = new BehaviorSubject<number | null>(7);
    const accounts = new Map<number, BehaviorSubject<SyncAccount | null>>();
    const disposed: number[] = [];
    const session = followSessionMessaging(uid$, (uid): UserMessaging => {
      const account$ = new BehaviorSubject<SyncAccount | null>(null);
      accounts.set(uid, account$);
      return { services: stubServices(), account$, dispose: () => disposed.push(uid) };
    });
    const seen: (SyncAccount | null)[] = [];
    session.syncAccount$.subscribe((account) => seen.push(account));

    accounts.get(7)?.next(accountWith(1));
    uid$.next(8);
    accounts.get(8)?.next(accountWith(2));
    // The first user's later answers no longer count.
    accounts.get(7)?.next(accountWith(3));
    uid$.next(null);

    expect(seen).toEqual([null, accountWith(1), null, accountWith(2), null]);
    expect(disposed).toEqual([7, 8]);
    session.dispose();
  });
});
