import type { PayItem } from '../contracts/coin/pay-item';
import { coinCallbackContract } from '../contracts/coin/callback.contract';
import type { HttpPort } from '../ports/http.port';

/**
 * The package a payment page was opened for (query product_id, product_type) when no
 * checkout is running (a reload, a link): looked up in the recharge popup's data.
 */
export async function findPayItem(http: HttpPort, goodsId: string, productType: number): Promise<PayItem | null> {
  const answer = await http.request(coinCallbackContract, {});
  if (!answer.ok) return null;
  const { list, hot_list, merge_list, sale_list, vip_pay_item, sale_pay_item } = answer.data;
  const all = [...merge_list, ...list, ...hot_list, ...sale_list, ...(vip_pay_item ? [vip_pay_item] : []), ...(sale_pay_item ? [sale_pay_item] : [])];
  return all.find((item) => item.goods_id === goodsId && item.product_type === productType) ?? null;
}
