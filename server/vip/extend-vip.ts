import type { Transaction } from 'kysely';
import { VIP_MONTH_MS } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import type { PaymentTables } from '../payments/payment-tables.js';

type Trx = Transaction<Database & PaymentTables>;

/**
 * Ours (issue #18; the spec names the benefit, not its size): each VIP month bought brings
 * this many free call minutes (users.call_free_min, spent before coins), given with the order.
 */
export const VIP_FREE_CALL_MINUTES_PER_MONTH = 10;

export interface PaidVipOrder {
  readonly order_no: string;
  readonly uid: number;
  readonly vip_months: number;
}

/**
 * A paid VIP order adds its months after any VIP time already bought (a renewal while
 * active extends, it does not overlap), computed with the app clock. The first month's
 * coins come with the order's own credit; each later month's coins are due when that
 * month starts (vip_coin_grants, granted by grantDueVipCoins). Runs inside the
 * transaction that credits the order; answers the new expiry.
 *
 * A store subscription (`storeExpiresAt`, from its receipt) runs on the store's clock
 * instead: its period is from now to the receipt's expiry, and VIP lasts at least until
 * then (time already bought elsewhere is kept, not extended). A receipt already expired
 * gives no VIP time. Each month bought adds VIP_FREE_CALL_MINUTES_PER_MONTH free call minutes.
 */
export async function extendVipIn(trx: Trx, order: PaidVipOrder, monthlyCoins: number, now: number, storeExpiresAt?: number): Promise<number> {
  const user = await trx.selectFrom('users').select('vip_expires_at').where('uid', '=', order.uid).forUpdate().executeTakeFirstOrThrow();
  const current = user.vip_expires_at ?? 0;
  if (storeExpiresAt !== undefined && storeExpiresAt <= now) return current;
  const startsAt = storeExpiresAt === undefined ? Math.max(now, current) : now;
  const endsAt = storeExpiresAt ?? startsAt + order.vip_months * VIP_MONTH_MS;
  const expiresAt = Math.max(current, endsAt);
  await trx
    .updateTable('users')
    .set((eb) => ({ vip_expires_at: expiresAt, updated_at: now, call_free_min: eb('call_free_min', '+', order.vip_months * VIP_FREE_CALL_MINUTES_PER_MONTH) }))
    .where('uid', '=', order.uid)
    .execute();
  await trx
    .insertInto('vip_periods')
    .values({ order_no: order.order_no, uid: order.uid, starts_at: startsAt, ends_at: endsAt, months: order.vip_months, monthly_coins: monthlyCoins })
    .execute();
  const later = Array.from({ length: order.vip_months - 1 }, (_, i) => i + 1);
  if (later.length > 0 && monthlyCoins > 0) {
    await trx
      .insertInto('vip_coin_grants')
      .values(later.map((month) => ({ order_no: order.order_no, month_index: month, uid: order.uid, due_at: startsAt + month * VIP_MONTH_MS, coins: monthlyCoins, transfer_id: null, granted_at: null })))
      .execute();
  }
  return expiresAt;
}

/**
 * A refunded VIP order takes its period back: the expiry moves earlier by the period's
 * length (never before now), its months not yet started grant no coins, and the free call
 * minutes it gave go too (those already spent are not charged after the fact).
 */
export async function revokeVipIn(trx: Trx, orderNo: string, now: number): Promise<number> {
  const period = await trx.selectFrom('vip_periods').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  const user = period === undefined ? undefined : await trx.selectFrom('users').select('vip_expires_at').where('uid', '=', period.uid).forUpdate().executeTakeFirst();
  if (period === undefined || user === undefined) return 0;
  const expiresAt = Math.max(now, (user.vip_expires_at ?? 0) - (period.ends_at - period.starts_at));
  const minutes = period.months * VIP_FREE_CALL_MINUTES_PER_MONTH;
  await trx
    .updateTable('users')
    .set((eb) => ({ vip_expires_at: expiresAt, updated_at: now, call_free_min: eb.fn('greatest', [eb('call_free_min', '-', minutes), eb.lit(0)]) }))
    .where('uid', '=', period.uid)
    .execute();
  await trx.deleteFrom('vip_coin_grants').where('order_no', '=', orderNo).where('granted_at', 'is', null).execute();
  return expiresAt;
}
