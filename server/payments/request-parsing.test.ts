import { describe, expect, it } from 'vitest';
import { clientPlatform, walletPlatform } from './client-platform.js';
import { moneyText } from './pay-items.js';
import { encodeRechargeContext, parseRechargeContext } from './recharge-context.js';
import { safeReturnUrl } from './return-url.js';
import { currencyForCountry } from './buyer-currency.js';
import { PAY_PLATFORM } from '../../src/domain/payments/payment-codes.js';

describe('return URLs', () => {
  /** The origins the server is configured to serve (PUBLIC_ORIGIN). */
  const SITE = ['https://glint.test', 'https://glint.test:8443'];

  it('accepts a path of this site and a URL on one of the site’s configured origins', () => {
    expect(safeReturnUrl('/#/pages/payment/pay-result', [])).toBe('/#/pages/payment/pay-result');
    expect(safeReturnUrl('https://glint.test/#/x', SITE)).toBe('https://glint.test/#/x');
    expect(safeReturnUrl('https://glint.test:8443/x', SITE)).toBe('https://glint.test:8443/x');
    expect(safeReturnUrl('', [])).toBeNull();
  });

  it('refuses other sites, protocol-relative paths and other schemes', () => {
    expect(safeReturnUrl('https://evil.test/x', SITE)).toBeUndefined();
    expect(safeReturnUrl('https://glint.test/x', [])).toBeUndefined();
    expect(safeReturnUrl('//evil.test/x', SITE)).toBeUndefined();
    expect(safeReturnUrl('/\\evil.test', [])).toBeUndefined();
    expect(safeReturnUrl('javascript:alert(1)', SITE)).toBeUndefined();
  });

  it('refuses the same host over another scheme or port, and a host hidden behind credentials', () => {
    expect(safeReturnUrl('http://glint.test/x', SITE)).toBeUndefined();
    expect(safeReturnUrl('https://glint.test:9999/x', SITE)).toBeUndefined();
    expect(safeReturnUrl('https://glint.test@evil.test/x', SITE)).toBeUndefined();
  });
});

describe('the recharge context', () => {
  it('round-trips through the URL-encoded JSON the popup hands out', () => {
    const extra = encodeRechargeContext({ from_id: '42', from_type: '102', sid: 2 });
    expect(parseRechargeContext(extra)).toEqual({ fromId: '42', fromType: '102', sid: 2 });
    expect(parseRechargeContext({ from_type: 101 })).toEqual({ fromId: null, fromType: '101', sid: null });
  });

  it('reads anything unreadable as empty', () => {
    for (const bad of ['%E0%A4%A', 'not json', '[1]', undefined]) expect(parseRechargeContext(bad)).toEqual({ fromId: null, fromType: null, sid: null });
  });
});

describe('the buyer’s platform and currency', () => {
  it('tells the native shell, phone browsers and computers apart', () => {
    expect(clientPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) GlintApp/1.0.0')).toBe('native-ios');
    expect(clientPlatform('Mozilla/5.0 (Linux; Android 14) GlintApp/1.0.0')).toBe('native-android');
    expect(clientPlatform('Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe('ios');
    expect(clientPlatform('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(clientPlatform('Mozilla/5.0 (Windows NT 10.0) GlintApp/1.0.0')).toBe('desktop');
    expect([walletPlatform('ios'), walletPlatform('android'), walletPlatform('desktop')]).toEqual([PAY_PLATFORM.iosWallet, PAY_PLATFORM.androidWallet, 0]);
  });

  it('prices in the country’s currency where the catalogue has one, else USD, and shows it with its decimals', () => {
    expect(['JP', 'kw', 'DE', 'BR', ''].map(currencyForCountry)).toEqual(['JPY', 'KWD', 'EUR', 'USD', 'USD']);
    expect([moneyText(499, 'USD'), moneyText(800, 'JPY'), moneyText(1_550, 'KWD'), moneyText(479, 'EUR')]).toEqual(['$4.99', '¥800', 'KWD 1.550', '€4.79']);
  });
});
