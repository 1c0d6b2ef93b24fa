import { describe, expect, it } from 'vitest';
import { parseStorageKey, storageKey } from './storage-key';

describe('storageKey', () => {
  it('prefixes the name', () => {
    expect(storageKey('token')).toBe('glint:token');
  });
  it('suffixes the user id for per-user values', () => {
    expect(storageKey('match-tabs', 1234)).toBe('glint:match-tabs:1234');
  });
  it('throws for a name that could be misread, which is a programming error', () => {
    expect(() => storageKey('a:b')).toThrow();
    expect(() => storageKey('')).toThrow();
    expect(() => storageKey('token', -1)).toThrow();
    expect(() => storageKey('token', 1.5)).toThrow();
  });
});

describe('parseStorageKey', () => {
  it('reads name and uid back', () => {
    expect(parseStorageKey('glint:user-home.77:1234')).toEqual({ name: 'user-home.77', uid: 1234 });
    expect(parseStorageKey('glint:token')).toEqual({ name: 'token', uid: null });
  });
  it('refuses keys the app did not write', () => {
    for (const key of ['token', 'other:token', 'glint:', 'glint:token:abc', 'glint:token:1:2', 'glint:Token']) {
      expect(parseStorageKey(key)).toBeNull();
    }
  });
});
