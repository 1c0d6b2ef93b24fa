import { userFollowContract } from '../contracts/user/follow.contract';
import { userInfoContract } from '../contracts/user/info.contract';
import type { UserCard } from '../contracts/user/user-card';
import type { Observable } from 'rxjs';
import type { OnlineStatus } from '../../domain/calls';
import type { HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';
import { onlineStatusUpdates } from './user-state-event';
import type { UserHomeCache } from './user-home-cache';

/** The other user of a call, as the user page and the call popups show them. */
export interface PeerProfiles {
  /** Their public card; when it cannot be loaded, the last one seen (cached), else null (the views show an error state). */
  card(uid: number): Promise<UserCard | null>;
  /** The last card seen of them on this device, to show while the fresh one loads; null when none is cached. */
  cachedCard(uid: number): UserCard | null;
  /** Follows or unfollows; with the room of a shared match call the other side sees a heart. The new state, or null on failure. */
  follow(uid: number, on: boolean, roomId?: number): Promise<boolean | null>;
  /** Their online status as it changes (type 7: busy in a call, back after); the card has the status at load. */
  onlineStatus$(uid: number): Observable<OnlineStatus>;
}

export function createPeerProfiles(http: HttpPort, messages$: Observable<RealtimeMessage>, cache: UserHomeCache): PeerProfiles {
  return {
    onlineStatus$: (uid) => onlineStatusUpdates(messages$, uid),
    async card(uid) {
      const result = await http.request(userInfoContract, { target_uid: uid });
      if (!result.ok) return cache.read(uid);
      cache.write(result.data);
      return result.data;
    },
    cachedCard: (uid) => cache.read(uid),
    async follow(uid, on, roomId) {
      const result = await http.request(userFollowContract, { flag: on ? 'add' : 'del', target_uid: uid, ...(roomId === undefined ? {} : { room_id: roomId }) });
      return result.ok ? result.data.is_follow === 1 : null;
    },
  };
}
