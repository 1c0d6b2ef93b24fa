import { z } from 'zod';
import { CARD_PAY_TYPE, IN_PAGE_CARD_FLOW } from '../../domain';
import type { PayItem } from '../contracts/coin/pay-item';
import { orderCreateContract } from '../contracts/order/create.contract';
import { ROUTE_PATHS } from '../navigation/route-paths';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import type { CheckoutRequest } from './recharge-requests';

/**
 * The redirect card flow (000 §4, §7 /order/create → data.redirect_url): a card package
 * whose is_direct_card is not one of the in-page values (2, 3) is paid on the provider's
 * own page. The app opens the order, leaves for that page through the payment-wait page
 * (query `url`), and the provider sends the browser back to the wait page with the order
 * number, where the app waits for the order's payment event.
 */
export function needsRedirect(item: Pick<PayItem, 'pay_type' | 'is_direct_card'>): boolean {
  return item.pay_type === CARD_PAY_TYPE && item.is_direct_card !== IN_PAGE_CARD_FLOW.withBrowserFields && item.is_direct_card !== IN_PAGE_CARD_FLOW.plain;
}

/** Where the provider returns: the wait page, naming the package, so the page can wait even after the app restarted. */
export function redirectReturnPath(request: Pick<CheckoutRequest, 'item' | 'fromType'>): string {
  const { item, fromType } = request;
  return `/#${ROUTE_PATHS.paymentWait}?goods_id=${encodeURIComponent(item.goods_id)}&product_type=${item.product_type}&origin=${fromType}`;
}

export interface RedirectOrder {
  readonly orderNo: string;
  /** The provider's page: an http(s) address or a path of this site (the mounted sandbox); nothing else is followed. */
  readonly url: string;
}

/** A provider page the app may leave for: http(s), or a path of this site — never `javascript:` or another scheme. */
export function isFollowableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'));
}

/** /order/create for the package, returning to the wait page; refused when the provider's page is not followable. */
export async function openRedirectOrder(http: HttpPort, request: CheckoutRequest, origin: string): Promise<{ ok: true; value: RedirectOrder } | { ok: false; error: ApiError }> {
  const answer = await http.request(orderCreateContract, {
    pay_type: CARD_PAY_TYPE,
    goods_id: request.item.goods_id,
    product_type: request.item.product_type,
    return_url: redirectReturnPath(request),
    cancel_url: redirectReturnPath(request),
    request_host: origin,
  });
  if (!answer.ok) return answer;
  if (!isFollowableUrl(answer.data.redirect_url)) return { ok: false, error: { code: 'API.BAD_RESPONSE', msg: '' } };
  return { ok: true, value: { orderNo: answer.data.order_no, url: answer.data.redirect_url } };
}

/** Storage entry: the redirect checkout the app left for, to pick up when the provider sends the browser back. */
export const REDIRECT_CHECKOUT_ENTRY = 'payment.redirect';

const storedRedirectSchema = z.object({ order_no: z.string(), request: z.object({ item: z.record(z.string(), z.unknown()), fromType: z.number() }) });

export function rememberRedirect(storage: StoragePort, uid: number, orderNo: string, request: CheckoutRequest): void {
  storage.write(REDIRECT_CHECKOUT_ENTRY, { order_no: orderNo, request: { item: request.item, fromType: request.fromType } }, uid);
}

/** The request the app left with for this order, or null (another device, or storage cleared). Read once: the entry is removed. */
export function takeRememberedRedirect(storage: StoragePort, uid: number, orderNo: string): CheckoutRequest | null {
  const parsed = storedRedirectSchema.safeParse(storage.read(REDIRECT_CHECKOUT_ENTRY, uid));
  if (!parsed.success || parsed.data.order_no !== orderNo) return null;
  storage.remove(REDIRECT_CHECKOUT_ENTRY, uid);
  return parsed.data.request as unknown as CheckoutRequest;
}
