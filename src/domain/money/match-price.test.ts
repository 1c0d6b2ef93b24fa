import { describe, expect, it } from 'vitest';
import { matchPrice } from './match-price';

const info = { vip_match_price: 5, pay_user_match_price: 10, free_user_match_price: 20 };

describe('matchPrice', () => {
  it('charges VIP members the VIP price whether is_vip is 1 or true', () => {
    expect(matchPrice({ is_vip: 1, recharge_money: 0 }, info)).toBe(5);
    expect(matchPrice({ is_vip: true, recharge_money: 99 }, info)).toBe(5);
  });
  it('treats a user who never recharged (recharge_money exactly 0) as a free user', () => {
    expect(matchPrice({ is_vip: 0, recharge_money: 0 }, info)).toBe(20);
  });
  it('charges the paying-user price as soon as anything was recharged', () => {
    expect(matchPrice({ is_vip: false, recharge_money: 0.01 }, info)).toBe(10);
    expect(matchPrice({ is_vip: 0, recharge_money: 1 }, info)).toBe(10);
  });
});
