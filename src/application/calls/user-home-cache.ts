import { z } from 'zod';
import { STORAGE_NAME_USER_HOME } from '../../domain/storage/storage-entry-kind';
import { userCardSchema, type UserCard } from '../contracts/user/user-card';
import type { StoragePort } from '../ports/storage.port';

/**
 * The user-home cache (001 §9 "Local storage"): the last card seen of each user, per
 * signed-in user, under `user-home.<uid>`, so their page shows at once and offline. It is
 * one of the two caches a full storage may throw away (domain/storage/eviction.ts), so a
 * miss is normal. Versioned: a cache written by another shape of the card reads as a miss.
 */
export const USER_HOME_CACHE_VERSION = 1;

const cachedSchema = z.object({ v: z.literal(USER_HOME_CACHE_VERSION), card: userCardSchema });

const nameOf = (uid: number) => `${STORAGE_NAME_USER_HOME}.${uid}`;

export interface UserHomeCache {
  read(uid: number): UserCard | null;
  /** Keeps the card; a storage too full even after eviction keeps nothing, which only costs the next visit a wait. */
  write(card: UserCard): void;
}

export function createUserHomeCache(storage: StoragePort, selfUid: () => number | null): UserHomeCache {
  return {
    read(uid) {
      const self = selfUid();
      if (self === null) return null;
      const parsed = cachedSchema.safeParse(storage.read(nameOf(uid), self));
      return parsed.success ? parsed.data.card : null;
    },
    write(card) {
      const self = selfUid();
      if (self !== null) storage.write(nameOf(card.uid), { v: USER_HOME_CACHE_VERSION, card }, self);
    },
  };
}
