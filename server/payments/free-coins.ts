import type { Kysely } from 'kysely';
import {
  FREE_COINS_CLAIMS_PER_DAY,
  FREE_COINS_COOLDOWN_MS,
  FREE_COINS_EXHAUSTED,
  FREE_COINS_PER_CLAIM,
  MS_PER_DAY,
  MS_PER_SECOND,
} from '../../src/domain/constants.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { FreeCoinsReader } from '../init/free-coins-reader.js';
import { SYSTEM_ACCOUNTS, userAccount } from '../ledger/ledger-types.js';
import { applyTransfer } from '../ledger/transfer-statement.js';
import { inTransaction, Refused } from './in-transaction.js';
import { freeCoinsKey } from './order-keys.js';
import { paymentsDatabase, type PaymentsDatabase } from './payment-tables.js';

/*
 * Free coins (000 §4, §5): FREE_COINS_PER_CLAIM coins, claimable again FREE_COINS_COOLDOWN_MS
 * after the last claim, FREE_COINS_CLAIMS_PER_DAY times per UTC day; after that after_time
 * is −1 (the card is hidden) until the next day.
 */

const dayOf = (at: number): number => Math.floor(at / MS_PER_DAY);

interface ClaimHistory {
  readonly today: number;
  readonly lastAt: number | null;
}

/** after_time for a history: −1 none left today, else the whole seconds of cooldown left (0: claimable). */
export function afterTimeOf(history: ClaimHistory, now: number): number {
  if (history.today >= FREE_COINS_CLAIMS_PER_DAY) return FREE_COINS_EXHAUSTED;
  if (history.lastAt === null) return 0;
  return Math.max(0, Math.ceil((history.lastAt + FREE_COINS_COOLDOWN_MS - now) / MS_PER_SECOND));
}

async function historyOf(db: PaymentsDatabase, uid: number, now: number): Promise<ClaimHistory> {
  const [today, last] = await Promise.all([
    db.selectFrom('free_coin_claims').select((eb) => eb.fn.countAll<number>().as('n')).where('uid', '=', uid).where('day', '=', dayOf(now)).executeTakeFirstOrThrow(),
    db.selectFrom('free_coin_claims').select('claimed_at').where('uid', '=', uid).orderBy('claimed_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { today: Number(today.n), lastAt: last?.claimed_at ?? null };
}

export async function freeCoinsAfterTime(db: Kysely<Database>, uid: number, now: number): Promise<number> {
  return afterTimeOf(await historyOf(paymentsDatabase(db), uid, now), now);
}

export type ClaimResult =
  | { readonly ok: true; readonly coins: number; readonly balance: number; readonly afterTime: number }
  | { readonly ok: false; readonly code: 'FREE_COINS.COOLDOWN' | 'FREE_COINS.EXHAUSTED'; readonly afterTime: number };

/**
 * Claims free coins: the n-th claim of the day is keyed `free-coins:<uid>:<day>:<n>` in
 * the ledger and in free_coin_claims, so two claims racing credit once.
 */
export async function claimFreeCoins(deps: { readonly db: Kysely<Database>; readonly clock: Clock }, uid: number): Promise<ClaimResult> {
  const db = paymentsDatabase(deps.db);
  const now = deps.clock.now();
  try {
    return await inTransaction(db, async (trx) => {
      const history = await historyOf(trx, uid, now);
      const afterTime = afterTimeOf(history, now);
      if (afterTime === FREE_COINS_EXHAUSTED) throw new Refused('FREE_COINS.EXHAUSTED');
      if (afterTime > 0) throw new Refused('FREE_COINS.COOLDOWN');
      const day = dayOf(now);
      const seq = history.today + 1;
      const transfer = await applyTransfer(trx as unknown as Kysely<Database>, {
        from: SYSTEM_ACCOUNTS.issuance,
        to: userAccount(uid),
        amount: FREE_COINS_PER_CLAIM,
        reason: 'free_coins',
        idempotencyKey: freeCoinsKey(uid, day, seq),
      }, now);
      // Another claim of the same slot committed first.
      if (transfer.transfer_id === null || transfer.to_balance === null) throw new Refused('FREE_COINS.COOLDOWN');
      await trx.insertInto('free_coin_claims').values({ uid, day, seq, coins: FREE_COINS_PER_CLAIM, transfer_id: transfer.transfer_id, claimed_at: now }).execute();
      return { ok: true, coins: FREE_COINS_PER_CLAIM, balance: transfer.to_balance, afterTime: afterTimeOf({ today: seq, lastAt: now }, now) } as const;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const afterTime = await freeCoinsAfterTime(deps.db, uid, now);
    return { ok: false, code: error.code as 'FREE_COINS.COOLDOWN' | 'FREE_COINS.EXHAUSTED', afterTime };
  }
}

/** What init and /msg/sync show as free_coins: the coins one claim gives when a claim is possible now, else 0. */
export function createFreeCoinsReader(db: Kysely<Database>, clock: Clock): FreeCoinsReader {
  return { claimable: async (uid) => ((await freeCoinsAfterTime(db, uid, clock.now())) === 0 ? FREE_COINS_PER_CLAIM : 0) };
}
