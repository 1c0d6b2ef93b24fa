import type { CardProvider, ProviderResult } from './card-provider.js';

const refused = async <T>(): Promise<ProviderResult<T>> => ({
  ok: false,
  error: { code: 'PAY.PROVIDER_UNAVAILABLE', detail: 'no card provider: the sandbox is off in production (PAY_SANDBOX=1 turns it on)' },
});

/**
 * The card provider when none is configured: production without PAY_SANDBOX. Every call
 * is refused, so a checkout fails at once with PAY.PROVIDER_UNAVAILABLE rather than
 * reaching a sandbox that would let any test card "pay".
 */
export function noCardProvider(): CardProvider {
  return {
    merchant: { merchantNo: '', merchantName: '', merchantOrigin: '', publicUrl: '' },
    createTransaction: refused,
    accessToken: refused,
    getTransaction: refused,
    cancelTransaction: refused,
    refundTransaction: refused,
    chargeSavedCard: refused,
  };
}
