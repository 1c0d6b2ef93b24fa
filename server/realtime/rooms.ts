/**
 * Who is in which room: the broker lets a user read a room's topics only while it is a
 * member. Synchronous on purpose: the broker asks on every forwarded room packet.
 */
export interface RoomMembership {
  /** Resolves once the broker enforces it (at once in this process; Mosquitto is told first). */
  join(uid: string, roomId: string): Promise<void>;
  leave(uid: string, roomId: string): void;
  isMember(uid: string, roomId: string): boolean;
}

/** Enough for one process; a cluster would back this with a shared store. */
export class InMemoryRoomMembership implements RoomMembership {
  private readonly members = new Map<string, Set<string>>();

  join(uid: string, roomId: string): Promise<void> {
    const room = this.members.get(roomId) ?? new Set<string>();
    room.add(uid);
    this.members.set(roomId, room);
    return Promise.resolve();
  }

  leave(uid: string, roomId: string): void {
    const room = this.members.get(roomId);
    room?.delete(uid);
    if (room?.size === 0) this.members.delete(roomId);
  }

  isMember(uid: string, roomId: string): boolean {
    return this.members.get(roomId)?.has(uid) ?? false;
  }
}
