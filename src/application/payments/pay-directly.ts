import type { PayItem } from '../contracts/coin/pay-item';
import { orderPaySuccessContract } from '../contracts/order/pay-success.contract';
import type { HttpPort } from '../ports/http.port';
import type { Settlement } from './await-settlement';

/** /order/check code 10: the package is taken at once with /order/pay-success (a free package). */
export async function payDirectly(http: HttpPort, item: PayItem, extra?: string): Promise<{ readonly orderNo: string; readonly settlement: Settlement }> {
  const answer = await http.request(orderPaySuccessContract, { goods_id: item.goods_id, product_type: item.product_type, ...(extra === undefined ? {} : { extra }) });
  if (!answer.ok) return { orderNo: '', settlement: { status: 'failed', coins: 0, balance: null } };
  return { orderNo: answer.data.order_no, settlement: { status: 'success', coins: answer.data.coins, balance: answer.data.balance } };
}
