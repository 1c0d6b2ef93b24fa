import type { ErrorReporter } from '../logging/error-reporter.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PayEventData } from '../../src/application/contracts/pay/pay-event-message.js';
import type { PayEvent } from '../../src/application/contracts/msg/sync.contract.js';
import { USER_UPDATE_SUB, userUpdate } from '../../src/application/contracts/user/user-update.js';
import { PRODUCT_TYPE } from '../../src/domain/constants.js';
import { formatMinorUnits } from '../../src/domain/payments/currency.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { GiftBag } from '../gifts/gift-bag.js';
import { SYSTEM_ACCOUNTS, userAccount } from '../ledger/ledger-types.js';
import { applyTransfer } from '../ledger/transfer-statement.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { extendVipIn, revokeVipIn } from '../vip/extend-vip.js';
import { saveSubscriptionIn } from '../vip/subscriptions/save-subscription.js';
import { findItem, isOfferItem, packageBonusOf, packageGiftsOf, type CatalogueItem } from './catalogue.js';
import { inTransaction, Refused } from './in-transaction.js';
import { orderCreditKey, orderGiftKey, orderRefundKey } from './order-keys.js';
import { EVENT_KIND, ORDER_STATUS, type EndState } from './order-state.js';
import { announcePaidOrder } from './announce-conversion.js';
import { insertPayEvent, publishPayEvent } from './pay-events.js';
import { paymentsDatabase, type OrderRow, type PaymentTables } from './payment-tables.js';

export type PaymentsTrx = Transaction<Database & PaymentTables>;

export interface SettleDeps {
  readonly db: Kysely<Database>;
  /** Fills the buyer's gift bag with a package's gifts, inside the order's transaction. */
  readonly giftBag: GiftBag;
  readonly clock: Clock;
  readonly publisher: RealtimePublisher;
  readonly onError: ErrorReporter;
}

export type SettleOutcome =
  /** This call moved the order; `event` is its payment event. */
  | { readonly changed: true; readonly order: OrderRow; readonly event: PayEvent & { readonly data: PayEventData } }
  /** The order had already left pending (or does not exist): nothing was written. */
  | { readonly changed: false; readonly order: OrderRow | undefined };

/**
 * The same transaction seen with the base tables: the ledger runs its one write path
 * (the statement ctx.ledger uses) and the pay event is written inside it.
 */
const asBaseDb = (trx: PaymentsTrx): Kysely<Database> => trx as unknown as Kysely<Database>;

/** Extras key holding a VIP order's monthly coins, fixed when the order was made. */
export const VIP_MONTHLY_COINS_EXTRA = 'vip_monthly_coins';

function eventData(order: OrderRow, fields: { status: PayEventData['status']; coins: number; balance: number; vipExp: number; failure: string }): PayEventData {
  return {
    status: fields.status,
    goods_id: order.goods_id,
    product_type: order.product_type === PRODUCT_TYPE.vip ? PRODUCT_TYPE.vip : PRODUCT_TYPE.coins,
    pay_type: order.pay_type,
    coins: fields.coins,
    balance: Math.max(0, fields.balance),
    vip_exp: fields.vipExp,
    money: formatMinorUnits(order.amount_cents, order.currency),
    currency: order.currency,
    failure: fields.failure,
    from_type: order.from_type ?? '',
  };
}

async function lockPending(trx: PaymentsTrx, orderNo: string): Promise<{ pending: OrderRow | undefined; current: OrderRow | undefined }> {
  const current = await trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
  return { pending: current?.status === ORDER_STATUS.pending ? current : undefined, current };
}

async function balanceIn(trx: PaymentsTrx, uid: number): Promise<number> {
  const row = await trx.selectFrom('ledger_accounts').select('balance').where('id', '=', userAccount(uid)).executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Credits a pending order inside `trx`: locks the order, credits its coins under the key
 * `order:<order_no>`, marks it paid with the transfer, adds its USD price to the buyer's
 * recharge money and its package's bonuses (free matches, free messages, popularity),
 * closes the offer it was bought from, extends VIP for a VIP order (and, when the provider
 * saved the card, starts the member's subscription), and
 * records the payment event — all or nothing. An order that is no longer pending is left alone, so any number of
 * notifications, receipts or reconciliations credit it once.
 */
/**
 * How a paid VIP order's time is given: `cardToken` — the provider saved the card (a
 * subscription starts); `storeExpiresAt` — a store subscription's receipt says when it
 * ends (the store renews it, not us), so VIP follows that date instead of adding months.
 */
export interface VipCredit {
  readonly cardToken?: string;
  readonly storeExpiresAt?: number;
}

export async function creditPendingOrderIn(trx: PaymentsTrx, giftBag: GiftBag, orderNo: string, now: number, providerRef?: string, vip: VipCredit = {}): Promise<SettleOutcome> {
  const { pending, current } = await lockPending(trx, orderNo);
  if (pending === undefined) return { changed: false, order: current };
  const transfer = await applyTransfer(asBaseDb(trx), {
    from: SYSTEM_ACCOUNTS.issuance,
    to: userAccount(pending.uid),
    amount: pending.coins,
    reason: 'purchase',
    idempotencyKey: orderCreditKey(orderNo),
    meta: { order_no: orderNo, goods_id: pending.goods_id },
  }, now);
  // The order was pending under our lock, so its key cannot have been used: anything else is a bug.
  if (transfer.transfer_id === null || transfer.to_balance === null) throw new Error(`order ${orderNo}: the ledger did not credit a pending order (key used: ${transfer.key_used})`);
  const order = await trx
    .updateTable('orders')
    .set({ status: ORDER_STATUS.paid, paid_at: now, updated_at: now, transfer_id: transfer.transfer_id, ...(providerRef !== undefined && { provider_ref: providerRef }) })
    .where('order_no', '=', orderNo)
    .returningAll()
    .executeTakeFirstOrThrow();
  const item = findItem(order.goods_id, order.product_type);
  // The package's bonuses are part of what was paid for: credited with the coins, or not at all.
  const bonus = packageBonusOf(item);
  const user = await trx
    .updateTable('users')
    .set((eb) => ({
      recharge_cents: eb('recharge_cents', '+', order.usd_cents),
      match_free_count: eb('match_free_count', '+', bonus.match),
      message_free_count: eb('message_free_count', '+', bonus.message),
      popularity: eb('popularity', '+', bonus.charm),
      updated_at: now,
    }))
    .where('uid', '=', order.uid)
    .returning('vip_expires_at')
    .executeTakeFirstOrThrow();
  await fillBagWithPackageGifts(trx, giftBag, order, item);
  if (item !== undefined && isOfferItem(item)) {
    // An offer is used up by buying from it: its price is not for a second purchase.
    await trx.updateTable('offer_windows').set({ expires_at: now }).where('uid', '=', order.uid).where('sid', 'in', [...item.audience]).where('expires_at', '>', now).execute();
  }
  const monthly = Number((order.extras as Record<string, unknown>)[VIP_MONTHLY_COINS_EXTRA] ?? 0);
  const vipExp = order.product_type === PRODUCT_TYPE.vip && order.vip_months > 0 ? await extendVipIn(trx, order, monthly, now, vip.storeExpiresAt) : (user.vip_expires_at ?? 0);
  if (order.product_type === PRODUCT_TYPE.vip && vip.cardToken !== undefined) await saveSubscriptionIn(trx, order, vip.cardToken, now);
  const data = eventData(order, { status: ORDER_STATUS.paid, coins: order.coins, balance: transfer.to_balance, vipExp, failure: '' });
  const event = await insertPayEvent(asBaseDb(trx), { uid: order.uid, orderNo, kind: EVENT_KIND.paid, data, now });
  if (event === null) throw new Error(`order ${orderNo}: a pending order already had its paid event`);
  return { changed: true, order, event: { ...event, data } };
}

/**
 * The package's bag gifts, each under its own key derived from the order: credited with the
 * coins in the same transaction, so a retried notification or receipt adds none. A gift
 * missing from the gift catalogue is a catalogue bug (catalogue.test.ts guards it): it rolls
 * the whole credit back rather than sell less than the package says.
 */
async function fillBagWithPackageGifts(trx: PaymentsTrx, giftBag: GiftBag, order: OrderRow, item: CatalogueItem | undefined): Promise<void> {
  for (const { giftId, count } of packageGiftsOf(item)) {
    const granted = await giftBag.grantIn(asBaseDb(trx), { uid: order.uid, giftId, count, source: 'package', key: orderGiftKey(order.order_no, giftId) });
    if (!granted.ok) throw new Error(`order ${order.order_no}: package gift ${giftId}: ${granted.error.code}`);
  }
}

/** Ends a pending order as failed, cancelled or expired inside `trx`, with its event; a settled order is left alone. */
export async function endPendingOrderIn(trx: PaymentsTrx, orderNo: string, state: EndState, failure: string, now: number): Promise<SettleOutcome> {
  const { pending, current } = await lockPending(trx, orderNo);
  if (pending === undefined) return { changed: false, order: current };
  const order = await trx
    .updateTable('orders')
    .set({ status: ORDER_STATUS[state], failure, updated_at: now })
    .where('order_no', '=', orderNo)
    .returningAll()
    .executeTakeFirstOrThrow();
  const user = await trx.selectFrom('users').select('vip_expires_at').where('uid', '=', order.uid).executeTakeFirstOrThrow();
  const data = eventData(order, { status: ORDER_STATUS[state], coins: 0, balance: await balanceIn(trx, order.uid), vipExp: user.vip_expires_at ?? 0, failure });
  const event = await insertPayEvent(asBaseDb(trx), { uid: order.uid, orderNo, kind: EVENT_KIND[state], data, now });
  if (event === null) throw new Error(`order ${orderNo}: a pending order already had its ${state} event`);
  return { changed: true, order, event: { ...event, data } };
}

/** `cardToken`: the provider saved the buyer's card (a VIP subscription's first payment). */
export type Settlement = { readonly state: 'paid'; readonly providerRef?: string; readonly cardToken?: string } | { readonly state: EndState; readonly failure: string };

/** Settles an order in its own transaction, then pushes the payment event to the buyer. */
export async function settleOrder(deps: SettleDeps, orderNo: string, settlement: Settlement): Promise<SettleOutcome> {
  const now = deps.clock.now();
  const outcome = await inTransaction(paymentsDatabase(deps.db), (trx) =>
    settlement.state === 'paid' ? creditPendingOrderIn(trx, deps.giftBag, orderNo, now, settlement.providerRef, { ...(settlement.cardToken !== undefined && { cardToken: settlement.cardToken }) }) : endPendingOrderIn(trx, orderNo, settlement.state, settlement.failure, now),
  );
  await announce(deps, outcome);
  return outcome;
}

/** The payment event of an order that moved, then what a paid one tells beside it (conversion, VIP). */
export async function announce(deps: Pick<SettleDeps, 'db' | 'publisher' | 'onError'>, outcome: SettleOutcome): Promise<void> {
  if (!outcome.changed) return;
  await publishPayEvent(deps.publisher, outcome.order.uid, outcome.event, deps.onError);
  await announcePaidOrder(deps, outcome.order);
}

/** A refund takes the package's bonuses and bag gifts back too, as far as they are unspent (the counts never go below zero). */
async function takeBonusBackIn(trx: PaymentsTrx, giftBag: GiftBag, order: OrderRow, now: number): Promise<void> {
  const item = findItem(order.goods_id, order.product_type);
  const bonus = packageBonusOf(item);
  await trx
    .updateTable('users')
    .set({
      match_free_count: sql<number>`greatest(match_free_count - ${bonus.match}, 0)`,
      message_free_count: sql<number>`greatest(message_free_count - ${bonus.message}, 0)`,
      popularity: sql<number>`greatest(popularity - ${bonus.charm}, 0)`,
      updated_at: now,
    })
    .where('uid', '=', order.uid)
    .execute();
  for (const { giftId, count } of packageGiftsOf(item)) await giftBag.takeBackIn(asBaseDb(trx), { uid: order.uid, giftId, count });
}

export type RefundOutcome =
  | { readonly ok: true; readonly refunded: boolean }
  | { readonly ok: false; readonly code: 'ORDER.NOT_PAID' | 'COINS.INSUFFICIENT' };

/**
 * Takes a paid order's coins back (a provider refund or chargeback), with its package's unspent
 * bonuses and bag gifts, once per order under the key `refund:<order_no>`. Refused, changing nothing, when the order is not paid or
 * the buyer no longer has the coins (balances never go below zero).
 */
export async function refundPaidOrder(deps: SettleDeps, orderNo: string): Promise<RefundOutcome> {
  const now = deps.clock.now();
  try {
    const outcome = await inTransaction(paymentsDatabase(deps.db), async (trx) => {
      const order = await trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
      if (order === undefined || order.status !== ORDER_STATUS.paid) throw new Refused('ORDER.NOT_PAID');
      const claimed = await trx
        .insertInto('order_refunds')
        .values({ order_no: orderNo, uid: order.uid, coins: order.coins, transfer_id: null, created_at: now })
        .onConflict((conflict) => conflict.column('order_no').doNothing())
        .returning('order_no')
        .executeTakeFirst();
      if (claimed === undefined) return null;
      const transfer = await applyTransfer(asBaseDb(trx), {
        from: userAccount(order.uid),
        to: SYSTEM_ACCOUNTS.issuance,
        amount: order.coins,
        reason: 'refund',
        idempotencyKey: orderRefundKey(orderNo),
        meta: { order_no: orderNo },
      }, now);
      if (transfer.transfer_id === null || transfer.from_balance === null) throw new Refused('COINS.INSUFFICIENT');
      await trx.updateTable('order_refunds').set({ transfer_id: transfer.transfer_id }).where('order_no', '=', orderNo).execute();
      await takeBonusBackIn(trx, deps.giftBag, order, now);
      const user = await trx.selectFrom('users').select('vip_expires_at').where('uid', '=', order.uid).executeTakeFirstOrThrow();
      const vipExp = order.product_type === PRODUCT_TYPE.vip ? await revokeVipIn(trx, orderNo, now) : (user.vip_expires_at ?? 0);
      const data = eventData(order, { status: ORDER_STATUS.paid, coins: order.coins, balance: transfer.from_balance, vipExp, failure: 'refunded' });
      const event = await insertPayEvent(asBaseDb(trx), { uid: order.uid, orderNo, kind: 'refunded', data, now });
      return event === null ? null : { uid: order.uid, vip: order.product_type === PRODUCT_TYPE.vip, event: { ...event, data } };
    });
    if (outcome !== null) await publishPayEvent(deps.publisher, outcome.uid, outcome.event, deps.onError);
    // A refunded VIP order shortened the membership: the app reloads /profile/init on this.
    if (outcome?.vip === true) await deps.publisher.publishToUser(outcome.uid, userUpdate(outcome.uid, USER_UPDATE_SUB.vip)).catch((error: unknown) => deps.onError(error, { task: 'publish vip update', uid: outcome.uid }));
    return { ok: true, refunded: outcome !== null };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code as 'ORDER.NOT_PAID' | 'COINS.INSUFFICIENT' };
    throw error;
  }
}

