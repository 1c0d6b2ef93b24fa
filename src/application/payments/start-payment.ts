import { CARD_PAY_TYPE } from '../../domain';
import type { ResponseData } from '../contracts/define-contract';
import { payStartContract } from '../contracts/pay/start.contract';
import type { ApiError, HttpPort } from '../ports/http.port';

export type PayStart = ResponseData<typeof payStartContract>;

/** /pay/start: a fresh access token (and the library's configuration) for a pending card order. */
export async function startPayment(http: HttpPort, orderNo: string, returnUrl: string): Promise<{ readonly ok: true; readonly value: PayStart } | { readonly ok: false; readonly error: ApiError }> {
  const started = await http.request(payStartContract, { pay_type: CARD_PAY_TYPE, order_no: orderNo, return_url: returnUrl });
  return started.ok ? { ok: true, value: started.data } : { ok: false, error: started.error };
}
