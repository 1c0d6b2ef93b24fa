import { VIP_RENEWAL_LEAD_MS } from '../../../src/domain/payments/vip-renewal.js';
import type { PaymentsDeps } from '../../payments/payments-deps.js';
import { renewSubscription, type RenewalResult } from './renew-subscription.js';
import { subscriptionsDatabase } from './subscription-tables.js';

/** Subscriptions looked at per run; the rest wait for the next run. */
export const VIP_RENEWALS_PER_RUN = 200;

/**
 * The renewal job's one run at `now`: every active subscription whose period ends within
 * the renewal lead (or whose renewal order is still in flight) takes its step. One
 * member's failure is logged with the member and does not stop the others. Answers the
 * step each member took.
 */
export async function renewDueSubscriptions(deps: PaymentsDeps, now: number, limit = VIP_RENEWALS_PER_RUN): Promise<ReadonlyMap<number, RenewalResult>> {
  const due = await subscriptionsDatabase(deps.db)
    .selectFrom('vip_subscriptions')
    .innerJoin('users', 'users.uid', 'vip_subscriptions.uid')
    .select('vip_subscriptions.uid')
    .where('vip_subscriptions.status', '=', 'active')
    .where((eb) => eb.or([eb('users.vip_expires_at', '<=', now + VIP_RENEWAL_LEAD_MS), eb('vip_subscriptions.renewal_order_no', 'is not', null)]))
    .orderBy('users.vip_expires_at')
    .limit(limit)
    .execute();
  const results = new Map<number, RenewalResult>();
  for (const { uid } of due) {
    try {
      results.set(uid, await renewSubscription(deps, uid, now));
    } catch (error) {
      deps.onError(new Error(`VIP renewal of user ${uid} failed`, { cause: error }));
    }
  }
  return results;
}
