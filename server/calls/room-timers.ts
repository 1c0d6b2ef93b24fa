import type { Cancel } from './scheduler.js';

/** The timers a live call holds: what ends it if nobody answers, connects or speaks up, and its billing. */
export type RoomTimer = 'ring' | 'connect' | 'billing' | 'liveness';

/** One pending task per (room, timer); setting a timer again replaces it. */
export class RoomTimers {
  private readonly rooms = new Map<number, Map<RoomTimer, Cancel>>();

  set(roomId: number, timer: RoomTimer, cancel: Cancel): void {
    const timers = this.rooms.get(roomId) ?? new Map<RoomTimer, Cancel>();
    timers.get(timer)?.();
    timers.set(timer, cancel);
    this.rooms.set(roomId, timers);
  }

  clear(roomId: number, timer: RoomTimer): void {
    const timers = this.rooms.get(roomId);
    timers?.get(timer)?.();
    timers?.delete(timer);
  }

  clearRoom(roomId: number): void {
    for (const cancel of this.rooms.get(roomId)?.values() ?? []) cancel();
    this.rooms.delete(roomId);
  }

  clearAll(): void {
    for (const roomId of [...this.rooms.keys()]) this.clearRoom(roomId);
  }
}
