import { describe, expect, it } from 'vitest';
import { MemoryWebStorage } from '../adapters/storage/memory-web-storage';
import { SESSION_STORAGE_NAME } from '../application/session/persisted-session';
import { mayHaveStoredSession, SESSION_ENTRY_NAME } from './session-hint';

describe('mayHaveStoredSession', () => {
  it('looks for the entry the session store writes', () => {
    expect(SESSION_ENTRY_NAME).toBe(SESSION_STORAGE_NAME);
  });

  it('says yes only when the session entry exists', () => {
    const storage = new MemoryWebStorage();
    expect(mayHaveStoredSession(storage)).toBe(false);
    storage.setItem('glint:session', 'sealed');
    expect(mayHaveStoredSession(storage)).toBe(true);
  });

  it('says no when there is no storage or it throws', () => {
    expect(mayHaveStoredSession(null)).toBe(false);
    expect(mayHaveStoredSession({ getItem: () => { throw new Error('denied'); } })).toBe(false);
  });
});
