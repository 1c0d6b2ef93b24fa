import type { PayItem } from '../contracts/coin/pay-item';
import type { DiscountOffer } from '../contracts/vip/vip-offer';
import type { RechargeData } from './recharge-sheet-store';

/** A coin (or, with product_type 2, VIP) package as /coin/callback sends it. */
export function testPayItem(id: number, overrides: Partial<PayItem> = {}): PayItem {
  return {
    id, sku: `glint.coins.${id}`, goods_id: `coins_${id}`, product_type: 1, pay_type: 22, pay_platform: 0, is_direct_card: 2,
    diamond: 300, give_coins: 30, extra_coins: 30, month: 0, currency: 'USD', money: '4.99', money_desc: '$4.99', original: '4.99',
    original_desc: '$4.99', sale_desc: '', sale_icon: '', sale_money: '4.99', save_money: '0', is_discount: 0, is_hot: 0, label: '',
    coin_icon: '', match: 0, message: 0, charm: 0, bag_gifts: 0, style: 'normal', alert_remain_time: 0, last_pay_type: 0, ...overrides,
  };
}

export function testRechargeData(overrides: Partial<RechargeData> = {}): RechargeData {
  return {
    list: [testPayItem(1), testPayItem(2)], vip_pay_item: testPayItem(9, { product_type: 2, month: 1 }), sale_pay_item: null,
    hot_list: [testPayItem(1)], free_coins: { coins: 20, after_time: 0 }, params: {}, extra: '', merge_list: [], sale_list: [],
    tips_type: 3, target_info: null, order_from: '', sid: 0, alert_remain_time: 0, balance: 120, is_vip: 0, ...overrides,
  };
}

export function testOffer(overrides: Partial<DiscountOffer> = {}): DiscountOffer {
  return {
    sid: 5, alert_remain_time: 10, vip_pay_item: testPayItem(9, { product_type: 2, month: 1 }), sale_list: [], list: [], tips_type: 1,
    unpaid_type: 2, open_type: 1, is_paid: 0, target_info: null, ...overrides,
  };
}
