import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../ports/storage.port';
import { CARD_HISTORY_STORAGE, createCardHistoryStore } from './card-history-store';

function memory() {
  const entries = new Map<string, unknown>();
  const storage: StoragePort = {
    read: (name, uid) => entries.get(`${name}:${uid}`),
    write: (name, value, uid) => (entries.set(`${name}:${uid}`, value), { ok: true }),
    remove: (name, uid) => void entries.delete(`${name}:${uid}`),
  };
  return { storage, entries };
}

describe('the card history store', () => {
  it('keeps masked cards per user and per pay type, newest first', () => {
    const { storage, entries } = memory();
    let uid: number | null = 7;
    const store = createCardHistoryStore({ storage, uid: () => uid });
    store.remember(22, { cardNumber: '4242424242424242', key: 't1' });
    store.remember(22, { cardNumber: '5555555555554444', key: 't2' });
    expect(store.cards(22).map((c) => c.cardNumber)).toEqual(['555555******4444', '424242******4242']);
    expect(store.cards(23)).toEqual([]);
    expect(JSON.stringify(entries.get(`${CARD_HISTORY_STORAGE}:7`))).not.toContain('4242424242424242');
    uid = 8;
    expect(store.cards(22)).toEqual([]);
  });

  it('reads an unreadable entry as no history and remembers nothing without a user', () => {
    const { storage, entries } = memory();
    entries.set(`${CARD_HISTORY_STORAGE}:7`, { 22: 'broken' });
    const store = createCardHistoryStore({ storage, uid: () => 7 });
    expect(store.cards(22)).toEqual([]);
    const nobody = createCardHistoryStore({ storage, uid: () => null });
    nobody.remember(22, { cardNumber: '4242424242424242', key: 't' });
    expect(nobody.cards(22)).toEqual([]);
  });
});
