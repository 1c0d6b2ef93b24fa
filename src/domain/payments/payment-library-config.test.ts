import { describe, expect, it } from 'vitest';
import { canMountPayFrame, validatePayLibraryConfig } from './payment-library-config';

const valid = {
  elementId: 'pay-box',
  payMethods: ['credit_card', 'applepay'],
  merchantInfo: { merchantNo: 'M1', merchantOrigin: 'https://glint.example', merchantName: 'Glint' },
  config: { amount: '9.99', currency: 'USD', environment: 'TEST', userId: '42', collectEmail: false, openLoading: true },
};

const messageOf = (input: unknown): string | null => {
  const result = validatePayLibraryConfig(input);
  return result.ok ? null : result.error.message;
};

describe('validatePayLibraryConfig', () => {
  it('accepts a complete config and drops fields the library does not know', () => {
    const result = validatePayLibraryConfig({ ...valid, config: { ...valid.config, secret: 'x' } });
    expect(result).toEqual({ ok: true, value: valid });
  });
  it('uses the spec messages for the element id and the pay methods', () => {
    expect(messageOf({ ...valid, elementId: '' })).toBe('element id is need');
    expect(messageOf({ ...valid, payMethods: [] })).toBe('Invalid payMethods');
    expect(messageOf({ ...valid, payMethods: 'applepay' })).toBe('Invalid payMethods');
    expect(messageOf({ ...valid, payMethods: ['applepay', 'paypal'] })).toBe('Pay method paypal is not supported');
  });
  it('requires merchantNo, merchantOrigin, amount and currency as strings', () => {
    expect(messageOf({ ...valid, merchantInfo: { merchantOrigin: 'o' } })).toBe('merchantNo must be a string');
    expect(messageOf({ ...valid, merchantInfo: { merchantNo: 'M1' } })).toBe('merchantOrigin must be a string');
    expect(messageOf({ ...valid, config: { ...valid.config, amount: 9.99 } })).toBe('amount must be a string');
    expect(messageOf({ ...valid, config: { ...valid.config, currency: undefined } })).toBe('currency must be a string');
  });
  it('requires a userId for card payments only', () => {
    const { userId: _userId, ...withoutUser } = valid.config;
    expect(messageOf({ ...valid, config: withoutUser })).toBe('userId must be a string');
    expect(messageOf({ ...valid, payMethods: ['googlepay'], config: withoutUser })).toBeNull();
  });
  it('checks the optional booleans and the environment only when given', () => {
    expect(messageOf({ ...valid, config: { ...valid.config, collectEmail: 'yes' } })).toBe('collectEmail must be a boolean');
    expect(messageOf({ ...valid, config: { ...valid.config, openLoading: 1 } })).toBe('openLoading must be a boolean');
    expect(messageOf({ ...valid, config: { ...valid.config, environment: 'STAGING' } })).toBe('Invalid environment');
  });
  it('never throws on input that is not an object', () => {
    for (const input of [null, undefined, 42, 'config', []]) expect(messageOf(input)).toBe('element id is need');
  });
});

describe('canMountPayFrame', () => {
  it('refuses a second frame of the same method in the same container', () => {
    const mounted = [{ containerId: 'a', method: 'applepay' as const }];
    expect(canMountPayFrame(mounted, 'a', 'applepay')).toEqual({ ok: false, error: { code: 'PAY_LIBRARY.INVALID', message: 'iFrame already exists' } });
    expect(canMountPayFrame(mounted, 'a', 'googlepay').ok).toBe(true);
    expect(canMountPayFrame(mounted, 'b', 'applepay').ok).toBe(true);
  });
});
