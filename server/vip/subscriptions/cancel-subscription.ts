import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { subscriptionsDatabase } from './subscription-tables.js';

export type CancelResult = { readonly ok: true } | { readonly ok: false; readonly code: 'VIP.NOT_SUBSCRIBED' };

/**
 * The member stops their renewals: an active subscription becomes cancelled, VIP runs to
 * the end of the period already paid (vip_exp is not touched) and no card is charged
 * again. Nothing to cancel (no subscription, already cancelled or lapsed) changes nothing.
 */
export async function cancelSubscription(db: Kysely<Database>, uid: number, now: number): Promise<CancelResult> {
  const cancelled = await subscriptionsDatabase(db)
    .updateTable('vip_subscriptions')
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
    .where('uid', '=', uid)
    .where('status', '=', 'active')
    .returning('uid')
    .executeTakeFirst();
  return cancelled === undefined ? { ok: false, code: 'VIP.NOT_SUBSCRIBED' } : { ok: true };
}
