import { CARD_PAY_TYPE, IN_PAGE_CARD_FLOW } from '../../domain';
import type { PayItem } from '../contracts/coin/pay-item';
import { orderTransactionContract } from '../contracts/order/transaction.contract';
import type { BrowserFields } from '../ports/card-checkout.port';
import type { ApiError, HttpPort } from '../ports/http.port';
import { startPayment, type PayStart } from './start-payment';

export interface CardOrder {
  readonly orderNo: string;
  readonly transactionId: string;
  readonly start: PayStart;
}

export type CardOrderResult = { readonly ok: true; readonly value: CardOrder } | { readonly ok: false; readonly error: ApiError };

export interface CardOrderRequest {
  readonly item: PayItem;
  /** 45/46 for a wallet, 0 for the card form. */
  readonly payPlatform: number;
  /** Where the provider may send the browser back (a path of this site). */
  readonly returnUrl: string;
  /** The page's origin. */
  readonly requestHost: string;
  readonly browser: BrowserFields;
}

/** is_direct_card of the item when it names the in-page flow (2 or 3), else 2 (with the browser fields, the safer one). */
function flowOf(item: PayItem): 2 | 3 {
  return item.is_direct_card === IN_PAGE_CARD_FLOW.plain ? IN_PAGE_CARD_FLOW.plain : IN_PAGE_CARD_FLOW.withBrowserFields;
}

/**
 * The in-page card flow's order (000 §7): /order/transaction (with the browser fields when
 * is_direct_card is 2), then /pay/start for the checkout library's token and configuration.
 */
export async function openCardOrder(http: HttpPort, request: CardOrderRequest): Promise<CardOrderResult> {
  const flow = flowOf(request.item);
  const created = await http.request(orderTransactionContract, {
    pay_type: CARD_PAY_TYPE,
    goods_id: request.item.goods_id,
    product_type: request.item.product_type,
    ...(request.payPlatform > 0 ? { pay_platform: request.payPlatform } : {}),
    return_url: request.returnUrl,
    request_host: request.requestHost,
    is_direct_card: flow,
    ...(flow === IN_PAGE_CARD_FLOW.withBrowserFields ? request.browser : {}),
  });
  if (!created.ok) return { ok: false, error: created.error };
  const started = await startPayment(http, created.data.order_no, request.returnUrl);
  if (!started.ok) return started;
  return { ok: true, value: { orderNo: created.data.order_no, transactionId: created.data.transaction_id, start: started.value } };
}
