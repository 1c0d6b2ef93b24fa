import { userFollowContract } from '../contracts/user/follow.contract';
import { userInfoContract } from '../contracts/user/info.contract';
import type { UserCard } from '../contracts/user/user-card';
import type { Observable } from 'rxjs';
import type { OnlineStatus } from '../../domain/calls';
import type { HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';
import { onlineStatusUpdates } from './user-state-event';

/** The other user of a call, as the user page and the call popups show them. */
export interface PeerProfiles {
  /** Their public card; null when it could not be loaded (the views show an error state). */
  card(uid: number): Promise<UserCard | null>;
  /** Follows or unfollows; with the room of a shared match call the other side sees a heart. The new state, or null on failure. */
  follow(uid: number, on: boolean, roomId?: number): Promise<boolean | null>;
  /** Their online status as it changes (type 7: busy in a call, back after); the card has the status at load. */
  onlineStatus$(uid: number): Observable<OnlineStatus>;
}

export function createPeerProfiles(http: HttpPort, messages$: Observable<RealtimeMessage>): PeerProfiles {
  return {
    onlineStatus$: (uid) => onlineStatusUpdates(messages$, uid),
    async card(uid) {
      const result = await http.request(userInfoContract, { target_uid: uid });
      return result.ok ? result.data : null;
    },
    async follow(uid, on, roomId) {
      const result = await http.request(userFollowContract, { flag: on ? 'add' : 'del', target_uid: uid, ...(roomId === undefined ? {} : { room_id: roomId }) });
      return result.ok ? result.data.is_follow === 1 : null;
    },
  };
}
