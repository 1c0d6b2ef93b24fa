import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { USER_UPDATE_SUB, userUpdate } from '../contracts/user/user-update';
import type { RealtimeMessage } from '../ports/realtime.port';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { ownAccountUpdates } from './own-account-updates';

function collect(selfUid: number | null) {
  const messages$ = new Subject<RealtimeMessage>();
  const seen: string[] = [];
  ownAccountUpdates(messages$, () => selfUid).subscribe((update) => seen.push(update.sub));
  return { messages$, seen };
}

describe('ownAccountUpdates', () => {
  it('passes each of the six account subtypes addressed to the signed-in user', () => {
    const { messages$, seen } = collect(7);
    for (const sub of Object.values(USER_UPDATE_SUB)) messages$.next(userUpdate(7, sub));
    expect(seen).toEqual(Object.values(USER_UPDATE_SUB));
  });

  it('skips updates for another uid, presence updates, other types and anything while signed out', () => {
    const { messages$, seen } = collect(7);
    messages$.next(userUpdate(8, USER_UPDATE_SUB.vip));
    messages$.next({ type: REALTIME_MESSAGE_TYPE.userState, sub: 'online_status', uid: 7, online_status: 1 });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.chat, sub: USER_UPDATE_SUB.vip, uid: 7 });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.userState, sub: 'made-up', uid: 7 });
    expect(seen).toEqual([]);
    const signedOut = collect(null);
    signedOut.messages$.next(userUpdate(7, USER_UPDATE_SUB.callFreeMinutes));
    expect(signedOut.seen).toEqual([]);
  });
});
