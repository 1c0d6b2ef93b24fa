import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { storageEntryKind } from '../../domain/storage/storage-entry-kind';
import { storageKey } from '../../domain/storage/storage-key';
import type { UserCard } from '../contracts/user/user-card';
import { createUserHomeCache, USER_HOME_CACHE_VERSION } from './user-home-cache';

const CARD: UserCard = {
  uid: 42, nickname: 'Ana', avatar: '', small_avatar: '', is_vip: 0, is_auth: 0, auth_status: 0, level: 3, age: 25, country_code: 'ES', country_flag: '',
  hide_profile: 0, hide_vip: 0, hide_level: 0, is_demo: 0, online_status: 1, is_follow: 0, is_host: 1, video_call_gold: 60, voice_call_gold: 30,
  signature: '', speak_language: 'es', album: [], video_show: null, avatar_labels: ['auth'], intimacy: 1, fans_num: 5, focus_num: 2,
};

describe('the user-home cache', () => {
  it('gives back the last card seen, per signed-in user, under an evictable user-home key', () => {
    const storage = new InMemoryStorage();
    let self: number | null = 7;
    const cache = createUserHomeCache(storage, () => self);
    cache.write(CARD);
    expect(cache.read(42)).toEqual(CARD);
    expect(storageEntryKind(storageKey('user-home.42', 7))).toBe('userHome');
    self = 8;
    expect(cache.read(42)).toBeNull();
  });

  it('reads a cache of another version, or of another shape, as a miss', () => {
    const storage = new InMemoryStorage();
    const cache = createUserHomeCache(storage, () => 7);
    storage.write('user-home.42', { v: USER_HOME_CACHE_VERSION + 1, card: CARD }, 7);
    expect(cache.read(42)).toBeNull();
    storage.write('user-home.42', { v: USER_HOME_CACHE_VERSION, card: { uid: 42 } }, 7);
    expect(cache.read(42)).toBeNull();
  });

  it('keeps nothing and reads nothing while signed out', () => {
    const storage = new InMemoryStorage();
    const cache = createUserHomeCache(storage, () => null);
    cache.write(CARD);
    expect(cache.read(42)).toBeNull();
  });
});
