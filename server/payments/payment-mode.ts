import type { ServerConfig } from '../config.js';

/**
 * The line the server prints at start saying which payment mode it runs in (DESIGN.md
 * "Trust": loudly), so nobody runs a public server that credits coins for test cards
 * without knowing it.
 */
export function paymentModeLine(config: Pick<ServerConfig, 'production' | 'paySandbox'>): string {
  if (!config.paySandbox) {
    return 'Payments: sandbox OFF — the sandbox card provider and store are not mounted and their receipts and notifications are refused (PAY_SANDBOX=1 turns them on).';
  }
  if (config.production) {
    return 'WARNING Payments: SANDBOX ON IN PRODUCTION (PAY_SANDBOX=1) — test cards and sandbox store receipts credit real coins. Never on a public server.';
  }
  return 'Payments: sandbox (development) — test cards and sandbox store receipts credit coins; NODE_ENV=production turns the sandbox off.';
}
