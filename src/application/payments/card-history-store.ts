import { z } from 'zod';
import { cardsForPayType, rememberCard, type CardHistory, type CardHistoryEntry } from '../../domain';
import type { StoragePort } from '../ports/storage.port';

/** Storage entry of the remembered cards, per user (the storage adapter encrypts every entry). */
export const CARD_HISTORY_STORAGE = 'card_history';

const historySchema = z.record(z.string(), z.array(z.object({ cardNumber: z.string(), key: z.string() })));

/**
 * The card history (000 §3, §9): cards used before, masked, newest first, kept per pay
 * type in local storage. An unreadable entry reads as no history; a write that does not
 * fit is dropped (the history is a convenience, never in the way of a payment).
 */
export interface CardHistoryStore {
  cards(payType: number): readonly CardHistoryEntry[];
  remember(payType: number, entry: CardHistoryEntry): void;
}

export function createCardHistoryStore(deps: { readonly storage: StoragePort; readonly uid: () => number | null }): CardHistoryStore {
  const read = (): CardHistory => {
    const uid = deps.uid();
    const parsed = historySchema.safeParse(uid === null ? undefined : deps.storage.read(CARD_HISTORY_STORAGE, uid));
    return parsed.success ? parsed.data : {};
  };
  return {
    cards: (payType) => cardsForPayType(read(), payType),
    remember(payType, entry) {
      const uid = deps.uid();
      if (uid === null) return;
      const next = rememberCard(read(), payType, entry);
      deps.storage.write(CARD_HISTORY_STORAGE, next, uid);
    },
  };
}
