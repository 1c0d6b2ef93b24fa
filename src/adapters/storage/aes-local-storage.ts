import { planStorageEviction, storageEntryKind, storageKey, type StorageEntry } from '../../domain/storage';
import type { StoragePort, StorageWriteOutcome } from '../../application/ports/storage.port';
import { AesEcb } from './aes-ecb';
import { isQuotaExceeded, UTF16_BYTES, type WebStorage } from './web-storage';

const OK: StorageWriteOutcome = { ok: true };
const FULL: StorageWriteOutcome = { ok: false, error: { code: 'STORAGE.FULL' } };
const UNAVAILABLE: StorageWriteOutcome = { ok: false, error: { code: 'STORAGE.UNAVAILABLE' } };

/**
 * StoragePort over Web Storage (001 §9): JSON, AES-ECB encrypted, under `glint:<name>[:uid]`.
 * When storage is full it deletes cached user-home and private-chat entries, largest first,
 * until about 500 KB are free (the domain's plan), and tries the write once more.
 */
export class AesLocalStorage implements StoragePort {
  constructor(
    private readonly storage: WebStorage,
    private readonly cipher: AesEcb = new AesEcb(),
  ) {}

  read(name: string, uid?: number): unknown {
    const stored = this.getItem(storageKey(name, uid));
    const text = stored === null ? undefined : this.cipher.decrypt(stored);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }

  write(name: string, value: unknown, uid?: number): StorageWriteOutcome {
    const key = storageKey(name, uid);
    const json = JSON.stringify(value);
    if (json === undefined) {
      this.remove(name, uid);
      return OK;
    }
    const stored = this.cipher.encrypt(json);
    const first = this.setItem(key, stored);
    if (first !== FULL) return first;
    const plan = planStorageEviction(this.entries());
    if (plan.keys.length === 0) return FULL;
    for (const evicted of plan.keys) this.storage.removeItem(evicted);
    return this.setItem(key, stored);
  }

  remove(name: string, uid?: number): void {
    try {
      this.storage.removeItem(storageKey(name, uid));
    } catch {
      // Storage switched off (privacy mode): there is nothing to remove.
    }
  }

  private getItem(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private setItem(key: string, value: string): StorageWriteOutcome {
    try {
      this.storage.setItem(key, value);
      return OK;
    } catch (error) {
      return isQuotaExceeded(error) ? FULL : UNAVAILABLE;
    }
  }

  /** Every stored entry with its size; the domain decides which are caches. */
  private entries(): StorageEntry[] {
    const entries: StorageEntry[] = [];
    for (let index = 0; index < this.storage.length; index += 1) {
      const key = this.storage.key(index);
      const value = key === null ? null : this.storage.getItem(key);
      if (key === null || value === null) continue;
      entries.push({ key, bytes: (key.length + value.length) * UTF16_BYTES, kind: storageEntryKind(key) });
    }
    return entries;
  }
}
