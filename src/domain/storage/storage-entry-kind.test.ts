import { describe, expect, it } from 'vitest';
import { storageEntryKind } from './storage-entry-kind';
import { storageKey } from './storage-key';

describe('storageEntryKind', () => {
  it('recognises per-user home and private-chat caches', () => {
    expect(storageEntryKind(storageKey('user-home.77', 1234))).toBe('userHome');
    expect(storageEntryKind(storageKey('private-chat.9', 1234))).toBe('privateChat');
    expect(storageEntryKind(storageKey('private-chat'))).toBe('privateChat');
  });
  it('keeps everything else, including look-alike names and foreign keys', () => {
    expect(storageEntryKind(storageKey('user-homepage', 1))).toBe('other');
    expect(storageEntryKind(storageKey('token'))).toBe('other');
    expect(storageEntryKind('user-home.77')).toBe('other');
  });
});
