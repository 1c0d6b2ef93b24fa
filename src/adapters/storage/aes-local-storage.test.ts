import { describe, expect, it } from 'vitest';
import { STORAGE_NAME_PRIVATE_CHAT, STORAGE_NAME_USER_HOME, storageKey } from '../../domain/storage';
import { AesEcb } from './aes-ecb';
import { AesLocalStorage } from './aes-local-storage';
import { MemoryWebStorage } from './memory-web-storage';
import type { WebStorage } from './web-storage';

const KB = 1024;
/** A JSON value whose encrypted entry takes roughly `kb` kilobytes of storage. */
const blob = (kb: number): string => 'a'.repeat(Math.round((kb * KB * 3) / 8));

describe('AesLocalStorage', () => {
  it('reads back what it wrote, per name and per user', () => {
    const storage = new AesLocalStorage(new MemoryWebStorage());
    storage.write('match-tabs', ['a', 'b'], 42);
    storage.write('match-tabs', ['c'], 43);
    expect(storage.read('match-tabs', 42)).toEqual(['a', 'b']);
    expect(storage.read('match-tabs', 43)).toEqual(['c']);
    expect(storage.read('match-tabs')).toBeUndefined();
  });

  it('stores ciphertext under the prefixed key, never the JSON itself', () => {
    const web = new MemoryWebStorage();
    new AesLocalStorage(web).write('match-tabs', { secret: 'hello' }, 42);
    const stored = web.getItem(storageKey('match-tabs', 42));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('hello');
    expect(new AesEcb().decrypt(stored ?? '')).toBe('{"secret":"hello"}');
  });

  it('reads a corrupt or foreign entry as undefined instead of throwing', () => {
    const web = new MemoryWebStorage();
    const storage = new AesLocalStorage(web);
    web.setItem(storageKey('a'), 'garbage');
    web.setItem(storageKey('b'), new AesEcb('someone else').encrypt('{"x":1}'));
    web.setItem(storageKey('c'), new AesEcb().encrypt('{not json'));
    expect(storage.read('a')).toBeUndefined();
    expect(storage.read('b')).toBeUndefined();
    expect(storage.read('c')).toBeUndefined();
  });

  it('removes an entry when undefined is written', () => {
    const storage = new AesLocalStorage(new MemoryWebStorage());
    storage.write('draft', 'hi');
    expect(storage.write('draft', undefined)).toEqual({ ok: true });
    expect(storage.read('draft')).toBeUndefined();
  });

  it('when full, evicts the largest user-home and private-chat caches until 500 KB are free and retries once', () => {
    const web = new MemoryWebStorage(1_200 * KB);
    const storage = new AesLocalStorage(web);
    storage.write(`${STORAGE_NAME_USER_HOME}.7`, blob(100));
    storage.write(`${STORAGE_NAME_USER_HOME}.8`, blob(300));
    storage.write(`${STORAGE_NAME_PRIVATE_CHAT}.9`, blob(250));
    storage.write('settings', blob(400));

    expect(storage.write('card-history', blob(300))).toEqual({ ok: true });
    expect(storage.read('card-history')).toBe(blob(300));
    // 300 + 250 KB is past the 500 KB target; the smaller user-home cache and the rest stay.
    expect(storage.read(`${STORAGE_NAME_USER_HOME}.8`)).toBeUndefined();
    expect(storage.read(`${STORAGE_NAME_PRIVATE_CHAT}.9`)).toBeUndefined();
    expect(storage.read(`${STORAGE_NAME_USER_HOME}.7`)).toBe(blob(100));
    expect(storage.read('settings')).toBe(blob(400));
  });

  it('gives up with STORAGE.FULL when the write does not fit even after the eviction, keeping the old value', () => {
    const web = new MemoryWebStorage(700 * KB);
    const storage = new AesLocalStorage(web);
    storage.write(`${STORAGE_NAME_USER_HOME}.7`, blob(100));
    storage.write('settings', blob(300));
    storage.write('big', 'old');

    expect(storage.write('big', blob(600))).toEqual({ ok: false, error: { code: 'STORAGE.FULL' } });
    expect(storage.read('big')).toBe('old');
    expect(storage.read('settings')).toBe(blob(300));
  });

  it('never touches entries that are not its own', () => {
    const web = new MemoryWebStorage(400 * KB);
    web.setItem('other-app', 'x'.repeat(100 * KB));
    const storage = new AesLocalStorage(web);
    expect(storage.write('big', blob(300))).toEqual({ ok: false, error: { code: 'STORAGE.FULL' } });
    expect(web.getItem('other-app')).toHaveLength(100 * KB);
  });

  it('recognises the old WebKit quota error (code 22)', () => {
    const web = new MemoryWebStorage();
    const storage = new AesLocalStorage(failingWrite(web, 2, Object.assign(new Error('QUOTA_EXCEEDED_ERR'), { code: 22 })));
    storage.write(`${STORAGE_NAME_PRIVATE_CHAT}.1`, blob(600));
    expect(storage.write('next', 1)).toEqual({ ok: true });
    expect(storage.read(`${STORAGE_NAME_PRIVATE_CHAT}.1`)).toBeUndefined();
  });

  it('reports STORAGE.UNAVAILABLE when storage refuses for another reason', () => {
    const web = new MemoryWebStorage();
    const storage = new AesLocalStorage(failingWrite(web, 1, new DOMException('denied', 'SecurityError')));
    expect(storage.write('x', 1)).toEqual({ ok: false, error: { code: 'STORAGE.UNAVAILABLE' } });
  });
});

/** Web storage whose write number `failing` (from 1) throws `error`; the others go through. */
function failingWrite(web: MemoryWebStorage, failing: number, error: Error): WebStorage {
  let writes = 0;
  return {
    get length() {
      return web.length;
    },
    key: (index) => web.key(index),
    getItem: (key) => web.getItem(key),
    removeItem: (key) => web.removeItem(key),
    setItem: (key, value) => {
      writes += 1;
      if (writes === failing) throw error;
      web.setItem(key, value);
    },
  };
}
