/**
 * Most nonces held at once. Every accepted request is remembered until its window ends
 * (≤ 2 × REQUEST_TIME_TOLERANCE_MS), so this caps memory at roughly 150 B × this many
 * (~75 MB) and admits ~800 requests/s sustained for a full window; beyond it the server
 * refuses new requests (503) rather than forget a nonce early and let a replay through.
 */
export const NONCE_CACHE_MAX_ENTRIES = 500_000;
/** Nonces are forgotten in buckets of this many ms, in O(1) per nonce. */
const BUCKET_MS = 1_000;

export type NonceVerdict = 'fresh' | 'replayed' | 'full';

/**
 * The replay guard: remembers each accepted nonce until the moment its request stops
 * being fresh (`forgetAt`), so a replay inside the window is caught and nothing lives
 * longer than the window. One process only: several API servers need a shared store.
 */
export class NonceCache {
  private readonly forgetAt = new Map<string, number>();
  private readonly buckets = new Map<number, string[]>();
  private nextSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly maxEntries: number = NONCE_CACHE_MAX_ENTRIES) {}

  get size(): number {
    return this.forgetAt.size;
  }

  /** Records `nonce` until `forgetAt` unless it is already held (a replay) or the cache is full. */
  remember(nonce: string, forgetAt: number, now: number): NonceVerdict {
    this.sweep(now);
    if (this.forgetAt.has(nonce)) return 'replayed';
    if (this.forgetAt.size >= this.maxEntries) return 'full';
    this.forgetAt.set(nonce, forgetAt);
    const bucket = Math.floor(forgetAt / BUCKET_MS);
    const members = this.buckets.get(bucket);
    if (members === undefined) this.buckets.set(bucket, [nonce]);
    else members.push(nonce);
    return 'fresh';
  }

  /** Drops whole buckets whose every nonce is past its `forgetAt` (a bucket ends after all of them). */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + BUCKET_MS;
    for (const [bucket, members] of this.buckets) {
      if ((bucket + 1) * BUCKET_MS > now) continue;
      for (const nonce of members) this.forgetAt.delete(nonce);
      this.buckets.delete(bucket);
    }
  }
}
