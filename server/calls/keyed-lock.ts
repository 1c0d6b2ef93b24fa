/**
 * Runs work for one key at a time, in arrival order: a billing tick, a heartbeat check
 * and a hang-up of the same call never interleave in this process. (Across processes
 * the guarded updates of call-repository.ts and the ledger's idempotency keys hold.)
 */
export class KeyedLock {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(key: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
