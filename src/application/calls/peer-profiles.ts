import { userFollowContract } from '../contracts/user/follow.contract';
import { userInfoContract } from '../contracts/user/info.contract';
import type { UserCard } from '../contracts/user/user-card';
import type { HttpPort } from '../ports/http.port';
import type { PresenceSeeds } from '../presence/presence-store';
import type { UserHomeCache } from './user-home-cache';

/** The other user of a call, as the user page and the call popups show them. */
export interface PeerProfiles {
  /** Their public card; when it cannot be loaded, the last one seen (cached), else null (the views show an error state). */
  card(uid: number): Promise<UserCard | null>;
  /** The last card seen of them on this device, to show while the fresh one loads; null when none is cached. */
  cachedCard(uid: number): UserCard | null;
  /** Follows or unfollows; with the room of a shared match call the other side sees a heart. The new state, or null on failure. */
  follow(uid: number, on: boolean, roomId?: number): Promise<boolean | null>;
}

/** `presence`: a card loaded here is the newest word on its dot (the user page reads the dot from the presence store). */
export function createPeerProfiles(http: HttpPort, cache: UserHomeCache, presence: PresenceSeeds): PeerProfiles {
  return {
    async card(uid) {
      const result = await http.request(userInfoContract, { target_uid: uid });
      if (!result.ok) return cache.read(uid);
      cache.write(result.data);
      presence.seen([result.data]);
      return result.data;
    },
    cachedCard: (uid) => cache.read(uid),
    async follow(uid, on, roomId) {
      const result = await http.request(userFollowContract, { flag: on ? 'add' : 'del', target_uid: uid, ...(roomId === undefined ? {} : { room_id: roomId }) });
      return result.ok ? result.data.is_follow === 1 : null;
    },
  };
}
