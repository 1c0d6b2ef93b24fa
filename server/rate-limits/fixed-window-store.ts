import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { RATE_LIMIT_TRACKED_CLIENTS } from './rate-limit-policy.js';

interface Window {
  count: number;
  readonly endsAt: number;
}

/**
 * The in-process counter store of @fastify/rate-limit, replacing its LocalStore, which
 * hands every caller the same mutable counter: requests arriving together all read the
 * last one's count, so 21 at once against a limit of 20 were all refused instead of one.
 * Here each request gets its own count. A fixed window per key, at most
 * RATE_LIMIT_TRACKED_CLIENTS keys (the least recently seen forgotten first, which only
 * ever forgives), so a flood from many addresses cannot grow memory without bound.
 */
export class FixedWindowStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(
    _options?: unknown,
    private readonly capacity: number = RATE_LIMIT_TRACKED_CLIENTS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /** Called by the plugin as (key, callback, timeWindow, max). */
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindowMs = 0): void {
    const now = this.now();
    const held = this.windows.get(key);
    const window = held !== undefined && held.endsAt > now ? held : { count: 0, endsAt: now + timeWindowMs };
    window.count += 1;
    // Re-inserting keeps the Map in least-recently-seen order.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.capacity) this.windows.delete(this.windows.keys().next().value!);
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  child(): FastifyRateLimitStore {
    return new FixedWindowStore(undefined, this.capacity, this.now);
  }
}
