import { ORDER_STATUS } from '../payments/order-state.js';
import type { PaymentsDatabase } from '../payments/payment-tables.js';
import type { UserRow } from '../accounts/current-user.js';
import type { OfferFacts } from './offer-scenario.js';

const ENDED_UNPAID = [ORDER_STATUS.failed, ORDER_STATUS.cancelled, ORDER_STATUS.expired];

/** What the discount engine needs to know about a user, read from their row and their orders. */
export async function offerFactsOf(db: PaymentsDatabase, user: UserRow, now: number): Promise<OfferFacts> {
  const [paid, failed] = await Promise.all([
    db.selectFrom('orders').select('paid_at').where('uid', '=', user.uid).where('status', '=', ORDER_STATUS.paid).orderBy('paid_at', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('orders').select('updated_at').where('uid', '=', user.uid).where('status', 'in', ENDED_UNPAID).orderBy('updated_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  const vipExpiresAt = user.vip_expires_at;
  return {
    everPaid: user.recharge_cents > 0,
    lastPaidAt: paid?.paid_at ?? null,
    isVip: vipExpiresAt !== null && vipExpiresAt > now,
    vipExpiredAt: vipExpiresAt !== null && vipExpiresAt <= now ? vipExpiresAt : null,
    lastPayFailAt: failed?.updated_at ?? null,
  };
}
