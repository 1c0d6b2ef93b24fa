import type { SandboxStatus } from './sandbox-provider/sandbox-codes.js';
import type { SandboxSettings } from './sandbox-provider/sandbox-settings.js';
import type { Clock } from '../context.js';
import { IDEMPOTENCY_KEY_HEADER, MERCHANT_SIGNATURE_HEADER, merchantChargeText, signNotification } from './signing.js';

/** One HTTP exchange; throws only when nothing answered. */
export type HttpTransport = (request: {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}) => Promise<{ readonly status: number; readonly body: string }>;

/** A transaction as the provider reports it. */
export interface ProviderTransaction {
  readonly id: string;
  readonly status: SandboxStatus;
  readonly merchantOrderNo: string;
  readonly amount: number;
  readonly currency: string;
  readonly errorCode: number | null;
  /** The reusable card token, once a payment that asked to save its card succeeded. */
  readonly cardToken: string | null;
}

export interface NewProviderTransaction {
  readonly merchantOrderNo: string;
  readonly amount: number;
  readonly currency: string;
  readonly notifyUrl: string;
  readonly returnUrl: string | null;
  readonly customer: { readonly userId: string; readonly email: string; readonly country: string };
  readonly browser: Readonly<Record<string, unknown>> | null;
  /** Keep the card for later merchant-initiated charges (a VIP subscription's first payment). */
  readonly saveCard?: boolean;
}

export type ProviderResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ProviderError };

export interface ProviderError {
  readonly code: 'PAY.PROVIDER_UNAVAILABLE' | 'PAY.PROVIDER_REFUSED';
  readonly detail: string;
  /** The HTTP status of a refusal (404: the provider does not know the transaction). */
  readonly status?: number;
}

/**
 * The card provider as Glint's server needs it (DESIGN.md "Money": payments go through a
 * port). The default adapter talks to the bundled sandbox; a real provider is another
 * adapter of the same interface.
 */
export interface CardProvider {
  /** Merchant info the checkout library is configured with. */
  readonly merchant: { readonly merchantNo: string; readonly merchantName: string; readonly merchantOrigin: string; readonly publicUrl: string };
  /** Idempotent per merchant order number. */
  createTransaction(input: NewProviderTransaction): Promise<ProviderResult<ProviderTransaction & { readonly checkoutUrl: string }>>;
  accessToken(transactionId: string): Promise<ProviderResult<{ readonly token: string; readonly expiresAt: number }>>;
  getTransaction(transactionId: string): Promise<ProviderResult<ProviderTransaction>>;
  /** Ends a transaction that has not settled; answers its final state (which may be succeeded). */
  cancelTransaction(transactionId: string): Promise<ProviderResult<ProviderTransaction>>;
  refundTransaction(transactionId: string): Promise<ProviderResult<ProviderTransaction>>;
  /**
   * Pays an open transaction with a saved card, no buyer present (a renewal). The same
   * idempotency key answers the same outcome again without a second charge.
   */
  chargeSavedCard(transactionId: string, cardToken: string, idempotencyKey: string): Promise<ProviderResult<ProviderTransaction>>;
}

interface TransactionView {
  readonly id: string;
  readonly status: SandboxStatus;
  readonly merchant_order_no: string;
  readonly amount: number;
  readonly currency: string;
  readonly error_code: number | null;
  readonly checkout_url?: string;
  readonly card_token?: string | null;
}

const toTransaction = (view: TransactionView): ProviderTransaction => ({
  id: view.id,
  status: view.status,
  merchantOrderNo: view.merchant_order_no,
  amount: view.amount,
  currency: view.currency,
  errorCode: view.error_code,
  cardToken: view.card_token ?? null,
});

const HTTP_OK_MIN = 200;
const HTTP_OK_MAX = 299;

/** The sandbox provider's merchant API over HTTP (in process when mounted). */
export function createSandboxCardProvider(settings: SandboxSettings, transport: HttpTransport, clock: Clock): CardProvider {
  const authorization = `Basic ${Buffer.from(`${settings.merchantNo}:${settings.apiSecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Readonly<Record<string, string>> = {}): Promise<ProviderResult<T>> {
    let answer: { status: number; body: string };
    try {
      answer = await transport({
        method,
        url: `${settings.publicUrl}${path}`,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      return { ok: false, error: { code: 'PAY.PROVIDER_UNAVAILABLE', detail: error instanceof Error ? error.message : String(error) } };
    }
    if (answer.status < HTTP_OK_MIN || answer.status > HTTP_OK_MAX) {
      return { ok: false, error: { code: 'PAY.PROVIDER_REFUSED', detail: `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`, status: answer.status } };
    }
    return { ok: true, value: JSON.parse(answer.body) as T };
  }

  const map = <A, B>(result: ProviderResult<A>, f: (a: A) => B): ProviderResult<B> => (result.ok ? { ok: true, value: f(result.value) } : result);

  return {
    merchant: { merchantNo: settings.merchantNo, merchantName: settings.merchantName, merchantOrigin: settings.merchantOrigin, publicUrl: settings.publicUrl },
    async createTransaction(input) {
      const created = await call<TransactionView>('POST', '/v1/transactions', {
        merchant_order_no: input.merchantOrderNo,
        amount: input.amount,
        currency: input.currency,
        notify_url: input.notifyUrl,
        return_url: input.returnUrl,
        customer: { user_id: input.customer.userId, email: input.customer.email, country: input.customer.country },
        browser: input.browser,
        ...(input.saveCard === true && { save_card: true }),
      });
      return map(created, (view) => ({ ...toTransaction(view), checkoutUrl: view.checkout_url ?? '' }));
    },
    async accessToken(transactionId) {
      const issued = await call<{ access_token: string; expires_at: number }>('POST', '/v1/access-tokens', { transaction_id: transactionId });
      return map(issued, (view) => ({ token: view.access_token, expiresAt: view.expires_at }));
    },
    getTransaction: async (id) => map(await call<TransactionView>('GET', `/v1/transactions/${encodeURIComponent(id)}`), toTransaction),
    cancelTransaction: async (id) => map(await call<TransactionView>('POST', `/v1/transactions/${encodeURIComponent(id)}/cancel`, {}), toTransaction),
    refundTransaction: async (id) => map(await call<TransactionView>('POST', `/v1/transactions/${encodeURIComponent(id)}/refund`, {}), toTransaction),
    async chargeSavedCard(id, cardToken, idempotencyKey) {
      const signature = signNotification(settings.apiSecret, merchantChargeText(id, cardToken, idempotencyKey), clock.now());
      const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, [MERCHANT_SIGNATURE_HEADER]: signature };
      return map(await call<TransactionView>('POST', `/v1/transactions/${encodeURIComponent(id)}/charge-saved-card`, { card_token: cardToken }, headers), toTransaction);
    },
  };
}
