import { paymentCheckRoute, type PaymentRoute } from '../../domain';
import { orderCheckContract } from '../contracts/order/check.contract';
import type { PayItem } from '../contracts/coin/pay-item';
import type { HttpPort } from '../ports/http.port';
import { apiFailureMessage } from './failure-message';
import type { MessageRef } from '../notices/message-ref';

export type OrderCheckResult =
  | { readonly ok: true; readonly route: PaymentRoute; readonly payType: number }
  | { readonly ok: false; readonly error: { readonly code: 'PAY.CHECK_REFUSED'; readonly message: MessageRef } };

/** /order/check: may this package be bought, and where does the purchase go (000 §4: 1, 2, 10, else). */
export async function checkOrder(http: HttpPort, item: PayItem): Promise<OrderCheckResult> {
  const answer = await http.request(orderCheckContract, { goods_id: item.goods_id, product_type: item.product_type });
  if (!answer.ok) return { ok: false, error: { code: 'PAY.CHECK_REFUSED', message: apiFailureMessage(answer.error) } };
  return { ok: true, route: paymentCheckRoute(answer.code), payType: answer.data.pay_type };
}
