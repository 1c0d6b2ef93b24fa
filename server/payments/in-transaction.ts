import type { Kysely, Transaction } from 'kysely';

/** PostgreSQL deadlock and serialisation failures: the transaction changed nothing and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

const pgCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Runs `work` in one transaction, again from the start if PostgreSQL aborted it for a
 * deadlock (an order settling while the buyer's coins move elsewhere locks the same rows
 * in another order). Everything inside must be database work only: on PGlite the
 * transaction holds the one connection.
 */
export async function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = pgCode(error);
      if (code === undefined || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** Thrown inside a transaction to roll it back with an expected refusal. */
export class Refused<C extends string> extends Error {
  constructor(readonly code: C) {
    super(code);
  }
}
