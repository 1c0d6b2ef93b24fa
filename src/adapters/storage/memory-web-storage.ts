import { UTF16_BYTES, type WebStorage } from './web-storage';

/**
 * localStorage in memory with a byte quota, for tests and the Node simulator. Like a
 * browser it refuses a write that would pass the quota with a QuotaExceededError and
 * leaves the old value in place.
 */
export class MemoryWebStorage implements WebStorage {
  private readonly items = new Map<string, string>();

  constructor(private readonly quotaBytes: number = Number.POSITIVE_INFINITY) {}

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const previous = this.items.get(key);
    const after = this.usedBytes() - (previous === undefined ? 0 : size(key, previous)) + size(key, value);
    if (after > this.quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  usedBytes(): number {
    let total = 0;
    for (const [key, value] of this.items) total += size(key, value);
    return total;
  }
}

function size(key: string, value: string): number {
  return (key.length + value.length) * UTF16_BYTES;
}
