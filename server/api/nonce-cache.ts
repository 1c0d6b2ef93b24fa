/**
 * Most nonces held at once, all partitions together. Every accepted request is remembered
 * until its window ends (≤ 2 × REQUEST_TIME_TOLERANCE_MS), so this caps memory at roughly
 * 150 B × this many (~75 MB); beyond it the server refuses new requests (503) rather than
 * forget a nonce early and let a replay through.
 */
export const NONCE_CACHE_MAX_ENTRIES = 500_000;
/**
 * Most nonces one partition (one signed-in user, or one client address before sign-in)
 * holds at once: about 16 requests a second for the whole 10-minute window, far above
 * what an app does. Past it that partition is told to slow down (429) and nobody else
 * notices; filling the whole cache takes NONCE_CACHE_MAX_ENTRIES / this = 50 such
 * clients. Scaled by RATE_LIMIT_FACTOR with the rate limits.
 */
export const NONCE_PARTITION_MAX_ENTRIES = 10_000;
/** Nonces are forgotten in buckets of this many ms, in O(1) per nonce. */
const BUCKET_MS = 1_000;
/** Partition names never contain it, so `partition + SEPARATOR + nonce` is unambiguous. */
const SEPARATOR = '\u0000';

export type NonceVerdict = 'fresh' | 'replayed' | 'partition-full' | 'full';

/** The replay guard as the request layer uses it: in this process (NonceCache) or shared by every node (server/scale). */
export interface NonceStore {
  /** Records `nonce` in `partition` until `forgetAt`, unless it is a replay there or there is no room. */
  remember(partition: string, nonce: string, forgetAt: number, now: number): NonceVerdict | Promise<NonceVerdict>;
}

export interface NonceCacheLimits {
  readonly maxEntries: number;
  readonly maxPerPartition: number;
}

/**
 * The replay guard: remembers each accepted nonce until the moment its request stops
 * being fresh (`forgetAt`), so a replay inside the window is caught and nothing lives
 * longer than the window. Nonces are kept per partition (the pipeline uses the signed-in
 * user, else the client address), each partition bounded, and nothing is ever evicted
 * early: one client filling its share cannot push out another's nonces.
 * One process only: with REDIS_URL the nodes share server/scale/redis-nonce-store.ts.
 */
export class NonceCache implements NonceStore {
  private readonly forgetAt = new Map<string, number>();
  private readonly perPartition = new Map<string, number>();
  private readonly buckets = new Map<number, string[]>();
  private nextSweep = Number.NEGATIVE_INFINITY;
  private readonly limits: NonceCacheLimits;

  constructor(limits: Partial<NonceCacheLimits> = {}) {
    this.limits = { maxEntries: NONCE_CACHE_MAX_ENTRIES, maxPerPartition: NONCE_PARTITION_MAX_ENTRIES, ...limits };
  }

  get size(): number {
    return this.forgetAt.size;
  }

  /** How many partitions hold at least one nonce. */
  get partitions(): number {
    return this.perPartition.size;
  }

  /** Records `nonce` in `partition` until `forgetAt`, unless it is a replay there or there is no room. */
  remember(partition: string, nonce: string, forgetAt: number, now: number): NonceVerdict {
    this.sweep(now);
    const key = partition + SEPARATOR + nonce;
    if (this.forgetAt.has(key)) return 'replayed';
    const held = this.perPartition.get(partition) ?? 0;
    if (held >= this.limits.maxPerPartition) return 'partition-full';
    if (this.forgetAt.size >= this.limits.maxEntries) return 'full';
    this.forgetAt.set(key, forgetAt);
    this.perPartition.set(partition, held + 1);
    const bucket = Math.floor(forgetAt / BUCKET_MS);
    const members = this.buckets.get(bucket);
    if (members === undefined) this.buckets.set(bucket, [key]);
    else members.push(key);
    return 'fresh';
  }

  /** Drops whole buckets whose every nonce is past its `forgetAt` (a bucket ends after all of them). */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + BUCKET_MS;
    for (const [bucket, members] of this.buckets) {
      if ((bucket + 1) * BUCKET_MS > now) continue;
      for (const key of members) this.forget(key);
      this.buckets.delete(bucket);
    }
  }

  private forget(key: string): void {
    this.forgetAt.delete(key);
    const partition = key.slice(0, key.indexOf(SEPARATOR));
    const left = (this.perPartition.get(partition) ?? 1) - 1;
    if (left > 0) this.perPartition.set(partition, left);
    else this.perPartition.delete(partition);
  }
}
