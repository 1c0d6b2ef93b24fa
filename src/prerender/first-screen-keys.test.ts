import { describe, expect, it } from 'vitest';
import { createLocalStoragePreferences } from '../adapters/i18n/local-storage-preferences';
import { MemoryWebStorage } from '../adapters/storage/memory-web-storage';
import { PRERENDERED_SCREEN_KEYS } from './first-screen-keys';

describe('PRERENDERED_SCREEN_KEYS', () => {
  it('names the key under which the preferences store the chosen language', () => {
    const storage = new MemoryWebStorage();
    createLocalStoragePreferences(storage as unknown as Storage).write('language', 'es');
    expect(storage.getItem(PRERENDERED_SCREEN_KEYS.language)).toBe('es');
  });
});
