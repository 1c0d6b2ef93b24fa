import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { createScriptedHttp } from '../session/session-test-kit';
import { GIFT_CATALOGUE_STORAGE_NAME, loadGiftCatalogue } from './gift-catalogue';

const rose = { gift_id: 1, title: 'Rose', icon: 'data:x', price: 1, svga_url: '/gifts/svga/1.svga' };
const heart = { gift_id: 2, title: 'Heart', icon: 'data:y', price: 5, svga_url: '' };

describe('loadGiftCatalogue', () => {
  it('fetches /gift/res and caches it with its version', async () => {
    const storage = new InMemoryStorage();
    const { http, sent } = createScriptedHttp({ '/gift/res': { data: { version: 3, res: [rose] } } });
    expect(await loadGiftCatalogue({ http, storage }, 3)).toEqual({ ok: true, value: { version: 3, gifts: [rose] } });
    expect(sent.map((s) => s.path)).toEqual(['/gift/res']);
    expect(storage.read(GIFT_CATALOGUE_STORAGE_NAME)).toEqual({ version: 3, res: [rose] });
  });

  it('serves the cache without a call while the announced version is the cached one', async () => {
    const storage = new InMemoryStorage();
    storage.write(GIFT_CATALOGUE_STORAGE_NAME, { version: 3, res: [rose] });
    const { http, sent } = createScriptedHttp({});
    expect(await loadGiftCatalogue({ http, storage }, 3)).toEqual({ ok: true, value: { version: 3, gifts: [rose] } });
    expect(sent).toEqual([]);
  });

  it('refetches when the announced version moved on', async () => {
    const storage = new InMemoryStorage();
    storage.write(GIFT_CATALOGUE_STORAGE_NAME, { version: 3, res: [rose] });
    const { http } = createScriptedHttp({ '/gift/res': { data: { version: 4, res: [rose, heart] } } });
    const outcome = await loadGiftCatalogue({ http, storage }, 4);
    expect(outcome.ok && outcome.value.gifts).toEqual([rose, heart]);
  });

  it('falls back to an older cached copy when the call fails, and fails without one', async () => {
    const storage = new InMemoryStorage();
    const { http } = createScriptedHttp({});
    expect((await loadGiftCatalogue({ http, storage }, 4)).ok).toBe(false);
    storage.write(GIFT_CATALOGUE_STORAGE_NAME, { version: 3, res: [rose] });
    expect(await loadGiftCatalogue({ http, storage }, 4)).toEqual({ ok: true, value: { version: 3, gifts: [rose] } });
  });

  it('ignores a cached entry that does not match its schema', async () => {
    const storage = new InMemoryStorage();
    storage.write(GIFT_CATALOGUE_STORAGE_NAME, { version: 3, res: 'nonsense' });
    const { http, sent } = createScriptedHttp({ '/gift/res': { data: { version: 3, res: [heart] } } });
    const outcome = await loadGiftCatalogue({ http, storage }, 3);
    expect(outcome.ok && outcome.value.gifts).toEqual([heart]);
    expect(sent).toHaveLength(1);
  });
});
