import { describe, expect, it } from 'vitest';
import { paymentModeLine } from './payment-mode.js';

describe('the payment mode line printed at start', () => {
  it('says the sandbox runs in development', () => {
    expect(paymentModeLine({ production: false, paySandbox: true })).toMatch(/^Payments: sandbox \(development\)/);
  });

  it('says the sandbox is off in production', () => {
    expect(paymentModeLine({ production: true, paySandbox: false })).toMatch(/^Payments: sandbox OFF/);
  });

  it('warns loudly when production runs the sandbox', () => {
    expect(paymentModeLine({ production: true, paySandbox: true })).toMatch(/^WARNING .*SANDBOX ON IN PRODUCTION/);
  });
});
