import { createHash, randomBytes } from 'node:crypto';

/**
 * What the sandbox provider and Glint share, like a merchant account at a real provider:
 * the merchant number and API secret (Glint's server-to-provider calls), the notification
 * signing secret, the store's receipt secret, the wallet merchant id, and where the
 * provider is. Secrets derive from SANDBOX_PAY_SECRET when it is set (a provider on its
 * own port needs the same ones), else from random bytes per process — the mounted sandbox
 * keeps its transactions in memory, so nothing outlives the process that signed it.
 */
export interface SandboxSettings {
  readonly merchantNo: string;
  readonly merchantName: string;
  /** The shop's site as the checkout library names it (merchantOrigin). */
  readonly merchantOrigin: string;
  readonly apiSecret: string;
  readonly notifySecret: string;
  readonly storeSecret: string;
  readonly walletMerchantId: string;
  /** Base URL of the provider for browsers and for Glint's calls: a path when mounted. */
  readonly publicUrl: string;
}

export const SANDBOX_MOUNT_PATH = '/sandbox-pay';

const derive = (root: string, label: string): string => createHash('sha256').update(`${label}:${root}`).digest('hex');

export function loadSandboxSettings(env: NodeJS.ProcessEnv = process.env): SandboxSettings {
  const root = env.SANDBOX_PAY_SECRET || randomBytes(32).toString('hex');
  return {
    merchantNo: 'glint-sandbox',
    merchantName: 'Glint',
    merchantOrigin: env.PUBLIC_ORIGIN || 'glint.sandbox',
    apiSecret: derive(root, 'api'),
    notifySecret: derive(root, 'notify'),
    storeSecret: derive(root, 'store'),
    walletMerchantId: 'merchant.app.glint.sandbox',
    publicUrl: (env.SANDBOX_PAY_URL || SANDBOX_MOUNT_PATH).replace(/\/+$/, ''),
  };
}
