import { sql } from 'kysely';
import { DISCOUNT_OFFER_WINDOW_MS } from '../../src/domain/constants.js';
import type { PaymentsDatabase } from '../payments/payment-tables.js';

export interface OfferWindow {
  readonly sid: number;
  readonly startedAt: number;
  readonly expiresAt: number;
  readonly lastShownAt: number | null;
}

const toWindow = (row: { sid: number; started_at: number; expires_at: number; last_shown_at: number | null }): OfferWindow => ({
  sid: row.sid,
  startedAt: row.started_at,
  expiresAt: row.expires_at,
  lastShownAt: row.last_shown_at,
});

/**
 * A scenario's offer window for a user: opened when the scenario first applies, its
 * remaining time counting down from DISCOUNT_OFFER_WINDOW_MS, opened afresh once it has
 * run out. One statement, so two requests racing open one window.
 */
export async function openWindow(db: PaymentsDatabase, uid: number, sid: number, now: number): Promise<OfferWindow> {
  const row = await db
    .insertInto('offer_windows')
    .values({ uid, sid, started_at: now, expires_at: now + DISCOUNT_OFFER_WINDOW_MS, last_shown_at: null })
    .onConflict((conflict) =>
      conflict.columns(['uid', 'sid']).doUpdateSet({
        started_at: sql`case when offer_windows.expires_at <= ${now} then excluded.started_at else offer_windows.started_at end`,
        expires_at: sql`case when offer_windows.expires_at <= ${now} then excluded.expires_at else offer_windows.expires_at end`,
      }),
    )
    .returning(['sid', 'started_at', 'expires_at', 'last_shown_at'])
    .executeTakeFirstOrThrow();
  return toWindow(row);
}

/** The user's open windows, the most recently opened first. */
export async function openWindows(db: PaymentsDatabase, uid: number, now: number): Promise<OfferWindow[]> {
  const rows = await db
    .selectFrom('offer_windows')
    .select(['sid', 'started_at', 'expires_at', 'last_shown_at'])
    .where('uid', '=', uid)
    .where('expires_at', '>', now)
    .orderBy('started_at', 'desc')
    .orderBy('sid')
    .execute();
  return rows.map(toWindow);
}

export async function markShown(db: PaymentsDatabase, uid: number, sid: number, now: number): Promise<void> {
  await db.updateTable('offer_windows').set({ last_shown_at: now }).where('uid', '=', uid).where('sid', '=', sid).execute();
}
