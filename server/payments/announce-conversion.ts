import type { Kysely } from 'kysely';
import { CONVERSION_EVENT, conversionMessage } from '../../src/application/contracts/realtime/conversion-message.js';
import { USER_UPDATE_SUB, userUpdate } from '../../src/application/contracts/user/user-update.js';
import { PRODUCT_TYPE } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { ORDER_STATUS } from './order-state.js';
import { paymentsDatabase, type OrderRow } from './payment-tables.js';

export interface AnnounceConversionDeps {
  readonly db: Kysely<Database>;
  readonly publisher: RealtimePublisher;
  readonly onError: ErrorReporter;
}

/**
 * What a paid order tells the buyer's sessions beside its payment event: a conversion
 * (type 26; the first paid order is `first_purchase`, the value counts the paid orders
 * with a price) and, for a VIP order, the VIP account update (type 7 `vip`) on which the
 * app reloads /profile/init. A free package is no conversion. Best effort, after commit.
 */
export async function announcePaidOrder(deps: AnnounceConversionDeps, order: OrderRow): Promise<void> {
  if (order.status !== ORDER_STATUS.paid) return;
  try {
    if (order.product_type === PRODUCT_TYPE.vip) await deps.publisher.publishToUser(order.uid, userUpdate(order.uid, USER_UPDATE_SUB.vip));
    if (order.amount_cents <= 0) return;
    const paid = await paymentsDatabase(deps.db)
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('uid', '=', order.uid)
      .where('status', '=', ORDER_STATUS.paid)
      .where('amount_cents', '>', 0)
      .executeTakeFirstOrThrow();
    const value = Math.max(1, Number(paid.count));
    await deps.publisher.publishToUser(order.uid, conversionMessage(value === 1 ? CONVERSION_EVENT.firstPurchase : CONVERSION_EVENT.purchase, value));
  } catch (error) {
    deps.onError(error, { task: 'announce paid order', uid: order.uid, order_no: order.order_no });
  }
}
