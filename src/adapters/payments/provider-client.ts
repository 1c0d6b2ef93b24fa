import type { ValidCard } from '../../domain';

/** A provider answer the library acts on (000 §3 "3-D Secure response", §7 card widget result). */
export interface ProviderPayResult {
  readonly resultCode: string;
  readonly transactionId?: string;
  readonly errorCode?: number | string | null;
  readonly errorMsg?: string | null;
  readonly redirectUrl?: string | null;
  readonly respCode?: number;
  readonly status?: string;
  readonly newNotifyParams?: string;
  readonly transChannel?: string;
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}>;

/** The spec's text for a provider call that did not answer 2xx. */
export const httpErrorText = (status: number): string => `HTTP error! status: ${status}`;

const isResult = (value: unknown): value is ProviderPayResult =>
  typeof value === 'object' && value !== null && typeof (value as { resultCode?: unknown }).resultCode === 'string';

/** The provider's browser API (the sandbox's /v1/payments, wallets): JSON over fetch. */
export class ProviderClient {
  constructor(
    private readonly baseUrl: string,
    private readonly fetch: FetchLike,
  ) {}

  payByCard(token: string, card: ValidCard): Promise<ProviderPayResult> {
    const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
    return this.result('POST', '/v1/payments', token, {
      card: { number: card.number, expiry, cvc: card.securityCode, first_name: card.firstName, last_name: card.lastName },
    });
  }

  /** The active query (after a gather frame stayed silent). */
  currentResult(token: string): Promise<ProviderPayResult> {
    return this.result('GET', '/v1/payments/result', token);
  }

  /** Apple Pay merchant validation (000 §7): the merchant session object. */
  async applePaySession(request: { merchantIdentifier: string; displayName: string; initiative: string; initiativeContext: string }): Promise<unknown> {
    return this.json('POST', '/applepay/paymentSession', null, request);
  }

  /** Apple Pay payment (000 §7): answers newNotifyParams and applePayPaymentAuthorizationResult. */
  async applePayPayment(request: { sessionToken: string; referer: string; applePayPayment: unknown }): Promise<{ newNotifyParams?: string; result?: ProviderPayResult }> {
    return (await this.json('POST', '/applepay/payment', null, request)) as { newNotifyParams?: string; result?: ProviderPayResult };
  }

  async googlePayPayment(request: { sessionToken: string; paymentData: unknown }): Promise<{ newNotifyParams?: string; result?: ProviderPayResult }> {
    return (await this.json('POST', '/googlepay/payment', null, request)) as { newNotifyParams?: string; result?: ProviderPayResult };
  }

  private async result(method: string, path: string, token: string, body?: unknown): Promise<ProviderPayResult> {
    const answer = await this.json(method, path, token, body);
    if (!isResult(answer)) throw new Error('The provider gave no payment result');
    return answer;
  }

  private async json(method: string, path: string, token: string | null, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetch(`${this.baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!response.ok) throw new Error(httpErrorText(response.status));
    return response.json();
  }
}
