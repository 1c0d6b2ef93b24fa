import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { userOnlineStateMessage, type OnlineStatus } from '../../domain/calls';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { RealtimeMessage } from '../ports/realtime.port';
import { onlineStatusUpdates } from './user-state-event';

const state = (uid: number, status: OnlineStatus): RealtimeMessage => ({ ...userOnlineStateMessage(uid, status) });

describe('onlineStatusUpdates', () => {
  it('follows the type-7 online status of one user and skips everything else', () => {
    const messages$ = new Subject<RealtimeMessage>();
    const seen: number[] = [];
    const subscription = onlineStatusUpdates(messages$, 7).subscribe((status) => seen.push(status));
    messages$.next(state(7, ONLINE_STATUS.chatting));
    messages$.next(state(8, ONLINE_STATUS.rest)); // someone else
    messages$.next({ type: REALTIME_MESSAGE_TYPE.callSignal, uid: 7, online_status: ONLINE_STATUS.rest }); // another type
    messages$.next({ type: REALTIME_MESSAGE_TYPE.userState, sub: 'vip', uid: 7 }); // another subtype
    messages$.next({ type: REALTIME_MESSAGE_TYPE.userState, sub: 'online_status', uid: 7, online_status: 9 }); // unknown status
    messages$.next(state(7, ONLINE_STATUS.online));
    subscription.unsubscribe();
    expect(seen).toEqual([ONLINE_STATUS.chatting, ONLINE_STATUS.online]);
  });
});
