import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { userOnlineStateMessage } from '../../domain/calls';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createPresenceStore } from './presence-store';

describe('the presence store', () => {
  it('takes the newest of a fresh card and a type-7 update, whichever came last', () => {
    const messages$ = new Subject<RealtimeMessage>();
    const store = createPresenceStore(messages$);
    store.seen([{ uid: 7, online_status: ONLINE_STATUS.online }, { uid: 8, online_status: ONLINE_STATUS.rest }]);
    expect(store.statuses$.getValue().get(7)).toBe(ONLINE_STATUS.online);

    messages$.next({ ...userOnlineStateMessage(7, ONLINE_STATUS.offline) });
    expect(store.statuses$.getValue().get(7)).toBe(ONLINE_STATUS.offline);
    expect(store.statuses$.getValue().get(8)).toBe(ONLINE_STATUS.rest);

    store.seen([{ uid: 7, online_status: ONLINE_STATUS.chatting }]);
    expect(store.statuses$.getValue().get(7)).toBe(ONLINE_STATUS.chatting);
    store.dispose();
  });

  it('skips other payloads and says nothing when nothing changed', () => {
    const messages$ = new Subject<RealtimeMessage>();
    const store = createPresenceStore(messages$);
    const emitted: number[] = [];
    const subscription = store.statuses$.subscribe((map) => emitted.push(map.size));
    messages$.next({ type: REALTIME_MESSAGE_TYPE.userState, sub: 'vip', uid: 7 });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.userState, sub: 'online_status', uid: 7, online_status: 9 });
    store.seen([{ uid: 7, online_status: ONLINE_STATUS.online }]);
    store.seen([{ uid: 7, online_status: ONLINE_STATUS.online }]);
    expect(emitted).toEqual([0, 1]);
    subscription.unsubscribe();
    store.dispose();
  });

  it('forgets everyone on clear (another user signed in)', () => {
    const store = createPresenceStore(new Subject<RealtimeMessage>());
    store.seen([{ uid: 7, online_status: ONLINE_STATUS.online }]);
    store.clear();
    expect(store.statuses$.getValue().size).toBe(0);
  });
});
