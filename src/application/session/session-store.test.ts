import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { SESSION_STORAGE_NAME } from './persisted-session';
import { createSessionStore } from './session-store';
import { testGrant, testUser } from './session-test-kit';

describe('session store', () => {
  it('starts logged out when nothing is stored', () => {
    const store = createSessionStore(new InMemoryStorage());
    expect(store.loggedIn$.getValue()).toBe(false);
    expect(store.credentials()).toBeNull();
    expect(store.uid$.getValue()).toBeNull();
  });

  it('keeps a sign-in across a restart through storage', () => {
    const storage = new InMemoryStorage();
    createSessionStore(storage).signIn(testGrant(7, { user_info: testUser(7, { is_tourist: 1 }) }));
    const restored = createSessionStore(storage);
    expect(restored.loggedIn$.getValue()).toBe(true);
    expect(restored.uid$.getValue()).toBe(7);
    expect(restored.isTourist$.getValue()).toBe(true);
    expect(restored.credentials()).toEqual({ token: 'token-7', appCre: 'c2Vzc2lvbi1rZXk=' });
    expect(restored.refreshToken()).toBe('refresh-7');
  });

  it('forgets everything, stored entry included, on clear', () => {
    const storage = new InMemoryStorage();
    const store = createSessionStore(storage);
    store.signIn(testGrant(7));
    store.clear();
    expect(store.token$.getValue()).toBeNull();
    expect(store.user$.getValue()).toBeNull();
    expect(storage.read(SESSION_STORAGE_NAME)).toBeUndefined();
    expect(createSessionStore(storage).loggedIn$.getValue()).toBe(false);
  });

  it('treats a corrupt or unknown-version entry as signed out', () => {
    const storage = new InMemoryStorage();
    storage.write(SESSION_STORAGE_NAME, { v: 2, token: 'x' });
    expect(createSessionStore(storage).loggedIn$.getValue()).toBe(false);
    storage.write(SESSION_STORAGE_NAME, 'garbage');
    expect(createSessionStore(storage).loggedIn$.getValue()).toBe(false);
  });

  it('takes a newer user_info of the same user and ignores another user', () => {
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(7));
    store.updateUser(testUser(7, { nickname: 'Renamed' }));
    store.updateUser(testUser(8, { nickname: 'Intruder' }));
    expect(store.user$.getValue()?.nickname).toBe('Renamed');
    expect(store.uid$.getValue()).toBe(7);
  });

  it('replays the current value to a late subscriber', () => {
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(9));
    const seen: (number | null)[] = [];
    store.uid$.subscribe((uid) => seen.push(uid)).unsubscribe();
    expect(seen).toEqual([9]);
  });
});
