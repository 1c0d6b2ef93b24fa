import { userFollowContract } from '../contracts/user/follow.contract';
import { userInfoContract } from '../contracts/user/info.contract';
import type { UserCard } from '../contracts/user/user-card';
import type { HttpPort } from '../ports/http.port';

/** The other user of a call, as the user page and the call popups show them. */
export interface PeerProfiles {
  /** Their public card; null when it could not be loaded (the views show an error state). */
  card(uid: number): Promise<UserCard | null>;
  /** Follows or unfollows; with the room of a shared match call the other side sees a heart. The new state, or null on failure. */
  follow(uid: number, on: boolean, roomId?: number): Promise<boolean | null>;
}

export function createPeerProfiles(http: HttpPort): PeerProfiles {
  return {
    async card(uid) {
      const result = await http.call(userInfoContract, { target_uid: uid });
      return result.ok ? result.data : null;
    },
    async follow(uid, on, roomId) {
      const result = await http.call(userFollowContract, { flag: on ? 'add' : 'del', target_uid: uid, ...(roomId === undefined ? {} : { room_id: roomId }) });
      return result.ok ? result.data.is_follow === 1 : null;
    },
  };
}
