import { describe, expect, it } from 'vitest';
import { openScreensAt, routePathOf } from './covering-screens';

describe('covering screens', () => {
  it('reads the route path from a hash, without the query', () => {
    expect(routePathOf('#/pages/payment/pay-result?pay_type=22')).toBe('/pages/payment/pay-result');
    expect(routePathOf('')).toBe('/');
    expect(routePathOf('#/')).toBe('/');
  });

  it('names the call, coin-payment and pay-result screens and nothing else', () => {
    expect(openScreensAt('/pages/video-call/index')).toEqual(['call']);
    expect(openScreensAt('/pages/payment/coins-payment')).toEqual(['coinsPayment']);
    expect(openScreensAt('/pages/payment/pay-result')).toEqual(['payResult']);
    expect(openScreensAt('/pages/me/index')).toEqual([]);
    expect(openScreensAt('/pagesPub/balance/coins')).toEqual([]);
  });
});
