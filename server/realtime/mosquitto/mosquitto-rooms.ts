import { InMemoryRoomMembership, type RoomMembership } from '../rooms.js';
import type { DynamicSecurity } from './dynamic-security.js';
import { roomJoin, roomLeave } from './mosquitto-acl.js';

/**
 * Room membership with Mosquitto enforcing it: the answer stays here (the live module asks
 * synchronously), and each join or leave becomes the user's room ACLs in the broker. A join
 * resolves once Mosquitto has the ACLs, so /live/join answers only when the viewer may
 * subscribe. A leave is told in the background (the port's leave is synchronous): the
 * viewer may hear the room for the moment it takes; a failure is reported, never silent.
 */
export class MosquittoRoomMembership implements RoomMembership {
  private readonly members = new InMemoryRoomMembership();

  constructor(private readonly dynsec: DynamicSecurity, private readonly onError: (error: unknown) => void) {}

  async join(uid: string, roomId: string): Promise<void> {
    await this.members.join(uid, roomId);
    await this.dynsec.run(roomJoin(uid, roomId));
  }

  leave(uid: string, roomId: string): void {
    this.members.leave(uid, roomId);
    this.dynsec.run(roomLeave(uid, roomId)).catch(this.onError);
  }

  isMember(uid: string, roomId: string): boolean {
    return this.members.isMember(uid, roomId);
  }
}
