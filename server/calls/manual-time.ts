import type { Clock } from '../context.js';
import type { Cancel, Scheduler, Task } from './scheduler.js';

interface Pending {
  readonly at: number;
  readonly seq: number;
  readonly task: Task;
}

/**
 * A clock and a scheduler moved by hand, for tests: `advanceBy(600_000)` runs every task
 * due in those ten minutes in time order (ties in the order they were scheduled), each
 * at its own time, awaiting each one, so a ten-minute call runs in milliseconds. A task
 * that throws fails the advance, and with it the test.
 */
export class ManualTime implements Clock, Scheduler {
  private time: number;
  private seq = 0;
  private pending: Pending[] = [];

  constructor(start: number) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  at(at: number, task: Task): Cancel {
    const entry: Pending = { at, seq: this.seq++, task };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((p) => p !== entry);
    };
  }

  close(): void {
    this.pending = [];
  }

  /** Tasks still waiting. */
  get size(): number {
    return this.pending.length;
  }

  /**
   * Moves the clock without running what falls due, as when timers fire late on a busy
   * server; the overdue tasks run at the next advance.
   */
  jump(ms: number): void {
    this.time += ms;
  }

  async advanceBy(ms: number): Promise<void> {
    await this.advanceTo(this.time + ms);
  }

  /** Moves to `target`, running what falls due on the way (tasks scheduled meanwhile included). */
  async advanceTo(target: number): Promise<void> {
    for (let next = this.nextDue(target); next !== undefined; next = this.nextDue(target)) {
      this.pending = this.pending.filter((p) => p !== next);
      this.time = Math.max(this.time, next.at);
      await next.task();
    }
    this.time = Math.max(this.time, target);
  }

  private nextDue(target: number): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.pending) {
      if (p.at <= target && (best === undefined || p.at < best.at || (p.at === best.at && p.seq < best.seq))) best = p;
    }
    return best;
  }
}
