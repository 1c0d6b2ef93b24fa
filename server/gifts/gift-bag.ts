import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { fillBag, findGiftOnOffer, takeBackFromBag, userExists } from './gift-queries.js';

/** Where bag gifts come from (issue #18): a coin package's bonus, a reward, an operator's event. */
export type BagSource = 'package' | 'reward' | 'event';

export interface BagGrant {
  readonly uid: number;
  readonly giftId: number;
  readonly count: number;
  readonly source: BagSource;
  /** One grant per key: a retried notification, reward or command fills the bag once. */
  readonly key: string;
}

export type BagGrantOutcome =
  | { readonly ok: true; readonly value: { readonly granted: boolean; readonly total: number } }
  | { readonly ok: false; readonly error: { readonly code: 'USER.NOT_FOUND' | 'GIFT.NOT_OFFERED' } };

/**
 * The gift bag as other modules fill it (AppContext.giftBag): a bag gift is not coins, so it
 * moves through the bag's own idempotent grants, and sending it (/gift/send with a
 * gift_source) takes it back out atomically.
 */
export interface GiftBag {
  grant(grant: BagGrant): Promise<BagGrantOutcome>;
  /**
   * The same grant inside the caller's open transaction `trx` (a coin order credits its
   * package's gifts with its coins: both or neither). Every query runs on `trx`: on PGlite
   * the transaction holds the one connection.
   */
  grantIn(trx: Kysely<Database>, grant: BagGrant): Promise<BagGrantOutcome>;
  /**
   * Takes back, inside the caller's transaction, what a refunded order's package put in the
   * bag — as far as it is unspent: a gift already sent stays sent (the count never goes
   * below zero), as the package's other bonuses are taken back.
   */
  takeBackIn(trx: Kysely<Database>, taken: Pick<BagGrant, 'uid' | 'giftId' | 'count'>): Promise<void>;
}

/** `clock` is the app's (kept structural: AppContext names this service, so this file may not import it). */
export function createGiftBag(db: Kysely<Database>, clock: { now(): number }): GiftBag {
  const grantOn = async (on: Kysely<Database>, { uid, giftId, count, source, key }: BagGrant): Promise<BagGrantOutcome> => {
    if ((await findGiftOnOffer(on, giftId)) === undefined) return { ok: false, error: { code: 'GIFT.NOT_OFFERED' } };
    if (!(await userExists(on, uid))) return { ok: false, error: { code: 'USER.NOT_FOUND' } };
    return { ok: true, value: await fillBag(on, { key, uid, giftId, count, source, now: clock.now() }) };
  };
  return {
    grant: (grant) => grantOn(db, grant),
    grantIn: (trx, grant) => grantOn(trx, grant),
    takeBackIn: (trx, { uid, giftId, count }) => takeBackFromBag(trx, uid, giftId, count),
  };
}
