import { storageKey } from '../../domain/storage';
import type { StoragePort, StorageWriteOutcome } from '../../application/ports/storage.port';

/** StoragePort for application tests: values kept as JSON text, so nothing aliases the caller's objects. */
export class InMemoryStorage implements StoragePort {
  private readonly values = new Map<string, string>();

  read(name: string, uid?: number): unknown {
    const json = this.values.get(storageKey(name, uid));
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  }

  write(name: string, value: unknown, uid?: number): StorageWriteOutcome {
    const json = JSON.stringify(value);
    if (json === undefined) this.values.delete(storageKey(name, uid));
    else this.values.set(storageKey(name, uid), json);
    return { ok: true };
  }

  remove(name: string, uid?: number): void {
    this.values.delete(storageKey(name, uid));
  }
}
