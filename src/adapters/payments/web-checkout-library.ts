import { ACCESS_TOKEN_TIMEOUT_MS, canMountPayFrame, CLICK_HANDLER_TIMEOUT_MS, providerResultAction, validatePayLibraryConfig, type PayLibraryMethod, type ValidCard } from '../../domain';
import type {
  BrowserFields,
  CardCheckoutMounted,
  CardCheckoutOutcome,
  CardCheckoutPort,
  CardCheckoutSession,
  CardCheckoutSetup,
} from '../../application/ports/card-checkout.port';
import { cardWidgetStep } from './card-widget-step';
import { CHECKOUT_ERROR, DEFAULT_LOADING_TEXT, errorText } from './checkout-errors';
import type { CheckoutPage } from './checkout-page';
import { withTimeout, type CheckoutTimers } from './checkout-timers';
import { ProviderClient, type FetchLike, type ProviderPayResult } from './provider-client';
import { applePayRequest, googlePayDataRequest, googlePayReadyRequest } from './wallet-requests';
import { WALLET_ERROR, type WalletSdk } from './wallet-sdk';

export const WALLET_CLICK_DEBOUNCE_MS = 250;

type Wallet = Exclude<PayLibraryMethod, 'credit_card'>;

export interface WebCheckoutLibraryDeps {
  readonly page: CheckoutPage;
  readonly timers: CheckoutTimers;
  readonly fetch: FetchLike;
  readonly wallets: WalletSdk;
  /** The page's origin: resolves a relative provider URL and names the Apple Pay initiative context. */
  readonly origin: string;
  readonly now: () => number;
  readonly browserFields: () => BrowserFields;
}

/** The message the provider's result page posts to the page that framed it. */
const RESULT_MESSAGE = 'sandbox-pay:result';

function resultOfMessage(data: unknown): ProviderPayResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; result?: unknown };
  const result = message.result as { resultCode?: unknown } | undefined;
  return message.type === RESULT_MESSAGE && typeof result?.resultCode === 'string' ? (message.result as ProviderPayResult) : null;
}

const failed = (message: string, errorCode: number | null = null, failure: 'pay_failed' | 'getAccessToken_failed' = 'pay_failed'): CardCheckoutOutcome => ({
  kind: 'failed',
  failure,
  message,
  errorCode,
});

const numericCode = (code: unknown): number | null => (code === null || code === undefined || Number.isNaN(Number(code)) ? null : Number(code));

/**
 * The card provider's checkout library (000 §3–§8), over fetch and frames: checks the
 * setup with the domain's rules, mounts one frame per method (never two of a method in a
 * container), and runs a click to its outcome — click handler (1 s), access token (20 s),
 * the card or wallet token to the provider, then its answers: succeed, gather (hidden
 * frame, active query after 10 s), challenge (overlay), pending kinds, failure, and 1100
 * ignored unless confirming.
 */
export class WebCheckoutLibrary implements CardCheckoutPort {
  private readonly frames: { containerId: string; method: PayLibraryMethod }[] = [];

  constructor(private readonly deps: WebCheckoutLibraryDeps) {}

  mount(setup: CardCheckoutSetup): CardCheckoutMounted {
    const checked = validatePayLibraryConfig(setup);
    if (!checked.ok) return checked;
    const { elementId, payMethods } = checked.value;
    if (!this.deps.page.hasElement(elementId)) return { ok: false, error: { code: 'PAY_LIBRARY.INVALID', message: CHECKOUT_ERROR.elementMissing } };
    for (const method of payMethods) {
      const allowed = canMountPayFrame(this.frames, elementId, method);
      if (!allowed.ok) return allowed;
    }
    for (const method of payMethods) {
      this.frames.push({ containerId: elementId, method });
      this.deps.page.addFrame(elementId, method, () => undefined);
    }
    return { ok: true, value: new WebCheckoutSession(this.deps, setup, () => this.unmount(elementId)) };
  }

  async walletReady(method: Wallet): Promise<boolean> {
    if (method === 'applepay') return this.deps.wallets.applePayAvailable();
    try {
      const client = await this.deps.wallets.googlePay('TEST');
      return (await client.isReadyToPay(googlePayReadyRequest())).result;
    } catch {
      return false;
    }
  }

  browserFields(): BrowserFields {
    return this.deps.browserFields();
  }

  private unmount(elementId: string): void {
    for (let i = this.frames.length - 1; i >= 0; i -= 1) if (this.frames[i]?.containerId === elementId) this.frames.splice(i, 1);
    this.deps.page.removeFrames(elementId);
  }
}

class WebCheckoutSession implements CardCheckoutSession {
  private readonly provider: ProviderClient;
  private readonly providerOrigin: string;
  private lastWalletClick = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly deps: WebCheckoutLibraryDeps,
    private readonly setup: CardCheckoutSetup,
    private readonly release: () => void,
  ) {
    const base = new URL(setup.providerUrl, deps.origin);
    this.providerOrigin = base.origin;
    this.provider = new ProviderClient(base.href.replace(/\/$/, ''), deps.fetch);
  }

  async payWithCard(card: ValidCard): Promise<CardCheckoutOutcome> {
    return this.run(async (token) => this.provider.payByCard(token, card));
  }

  async payWithWallet(method: Wallet): Promise<CardCheckoutOutcome> {
    const now = this.deps.now();
    if (now - this.lastWalletClick < WALLET_CLICK_DEBOUNCE_MS) return { kind: 'ignored' };
    this.lastWalletClick = now;
    return method === 'googlepay' ? this.payWithGoogle() : this.payWithApple();
  }

  unmount(): void {
    this.closeLayers();
    this.release();
  }

  /** Click handler, loading layer, access token, then the provider's answer followed to its end. */
  private async run(submit: (token: string) => Promise<ProviderPayResult | null>): Promise<CardCheckoutOutcome> {
    const go = await this.clickAllowed();
    if (go !== true) return go;
    const token = await this.accessToken();
    if (typeof token !== 'string') return token;
    let result: ProviderPayResult | null;
    try {
      result = await submit(token);
    } catch (error) {
      this.closeLayers();
      return failed(errorText(error));
    }
    return this.follow(result, token, 'pay');
  }

  private async clickAllowed(): Promise<true | CardCheckoutOutcome> {
    const { onClick } = this.setup;
    if (onClick === undefined) return true;
    try {
      const go = await withTimeout(Promise.resolve().then(onClick), CLICK_HANDLER_TIMEOUT_MS, this.deps.timers);
      return go ? true : { kind: 'cancelled' };
    } catch (error) {
      return failed(errorText(error));
    }
  }

  private async accessToken(): Promise<string | CardCheckoutOutcome> {
    if (this.setup.config.openLoading !== false) this.deps.page.showLoading(this.setup.loadingText ?? DEFAULT_LOADING_TEXT);
    try {
      return await withTimeout(Promise.resolve().then(this.setup.getAccessToken), ACCESS_TOKEN_TIMEOUT_MS, this.deps.timers);
    } catch (error) {
      this.deps.page.hideLoading();
      return failed(errorText(error), null, 'getAccessToken_failed');
    }
  }

  /** Acts on provider answers until one is final. A gather happens at most once per payment. */
  private async follow(first: ProviderPayResult | null, token: string, firstAction: 'pay' | 'confirm'): Promise<CardCheckoutOutcome> {
    let result = first;
    let action = firstAction;
    let gathered = false;
    for (;;) {
      if (result === null) {
        this.closeLayers();
        return failed(CHECKOUT_ERROR.noResult);
      }
      if (cardWidgetStep(result) === 'refused') {
        this.closeLayers();
        return failed(result.errorMsg ?? CHECKOUT_ERROR.paymentFailed, numericCode(result.errorCode));
      }
      const next = providerResultAction({ resultCode: result.resultCode, errorCode: result.errorCode ?? null }, action);
      const transactionId = result.transactionId ?? '';
      switch (next.kind) {
        case 'succeed':
          this.closeLayers();
          return { kind: 'succeed', transactionId };
        case 'pending':
          this.closeLayers();
          return { kind: 'pending', transactionId };
        case 'ignore':
          return { kind: 'ignored' };
        case 'error':
          this.closeLayers();
          return failed(result.errorMsg ?? CHECKOUT_ERROR.paymentFailed, numericCode(next.errorCode));
        case 'challenge': {
          this.deps.page.hideLoading();
          const answer = await this.challenge(result.redirectUrl ?? '');
          if (answer === 'closed') return { kind: 'cancelled' };
          result = answer;
          break;
        }
        case 'gather':
          if (gathered) {
            this.closeLayers();
            return failed(CHECKOUT_ERROR.gatherUnfinished);
          }
          gathered = true;
          result = await this.gather(result.redirectUrl ?? '', next.waitMs, token);
          break;
      }
      action = 'confirm';
    }
  }

  private challenge(url: string): Promise<ProviderPayResult | 'closed'> {
    return new Promise((resolve) => {
      const stop = this.deps.page.onMessage(this.providerOrigin, (data) => {
        const result = resultOfMessage(data);
        if (result === null) return;
        stop();
        this.deps.page.closeChallenge();
        resolve(result);
      });
      this.deps.page.openChallenge(url, () => {
        stop();
        this.deps.page.closeChallenge();
        resolve('closed');
      });
    });
  }

  /** The hidden frame reports by message; silent for `waitMs`, the library asks the provider itself. */
  private gather(url: string, waitMs: number, token: string): Promise<ProviderPayResult | null> {
    return new Promise((resolve) => {
      let done = false;
      const finish = (result: ProviderPayResult | null) => {
        if (done) return;
        done = true;
        stop();
        this.deps.timers.clearTimeout(timer);
        this.deps.page.closeGather();
        resolve(result);
      };
      const stop = this.deps.page.onMessage(this.providerOrigin, (data) => {
        const result = resultOfMessage(data);
        if (result !== null) finish(result);
      });
      const timer = this.deps.timers.setTimeout(() => {
        this.provider.currentResult(token).then(finish, () => finish(null));
      }, waitMs);
      this.deps.page.openGather(url);
    });
  }

  private closeLayers(): void {
    this.deps.page.hideLoading();
    this.deps.page.closeChallenge();
    this.deps.page.closeGather();
  }

  private async payWithGoogle(): Promise<CardCheckoutOutcome> {
    let paymentData: unknown;
    try {
      const client = await this.deps.wallets.googlePay(this.setup.config.environment === 'PRODUCTION' ? 'PRODUCTION' : 'TEST');
      const data = await client.loadPaymentData(googlePayDataRequest(this.setup.merchantInfo, this.setup.config.amount, this.setup.config.currency));
      paymentData = JSON.parse(data.paymentMethodData?.tokenizationData?.token ?? '{}');
    } catch (error) {
      // Google answers a closed sheet with statusCode CANCELED.
      if ((error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED') return { kind: 'cancelled' };
      return failed(errorText(error));
    }
    return this.run(async (sessionToken) => walletResult(await this.provider.googlePayPayment({ sessionToken, paymentData }), 'googlepay'));
  }

  private payWithApple(): Promise<CardCheckoutOutcome> {
    if (!this.deps.wallets.applePayAvailable()) return Promise.resolve(failed(WALLET_ERROR.appleUnsupported));
    const { merchantInfo, config } = this.setup;
    const session = this.deps.wallets.applePaySession(applePayRequest(merchantInfo.merchantName ?? merchantInfo.merchantNo, config.amount, config.currency));
    if (session === null) return Promise.resolve(failed(WALLET_ERROR.appleUnsupported));
    return new Promise((resolve) => {
      session.onvalidatemerchant = () => {
        const host = new URL(this.deps.origin).host;
        this.provider
          .applePaySession({ merchantIdentifier: merchantInfo.merchantNo, displayName: merchantInfo.merchantName ?? '', initiative: 'web', initiativeContext: host })
          .then(
            (merchantSession) => session.completeMerchantValidation(merchantSession),
            () => {
              session.abort();
              resolve(failed(WALLET_ERROR.merchantSession));
            },
          );
      };
      session.onpaymentauthorized = (event) => {
        void this.run(async (sessionToken) => {
          const answer = await this.provider.applePayPayment({ sessionToken, referer: this.deps.origin, applePayPayment: event.payment });
          session.completePayment((answer as { applePayPaymentAuthorizationResult?: unknown }).applePayPaymentAuthorizationResult ?? { status: 1 });
          return walletResult(answer, 'applepay');
        }).then(resolve);
      };
      session.oncancel = () => resolve({ kind: 'cancelled' });
      session.begin();
    });
  }
}

/** A wallet answer's result: named in `result`, or read from newNotifyParams; its channel must be the wallet's. */
function walletResult(answer: { newNotifyParams?: string; result?: ProviderPayResult }, channel: Wallet): ProviderPayResult {
  let result = answer.result;
  if (result === undefined) {
    try {
      const params = JSON.parse(answer.newNotifyParams ?? '') as { result?: string; transaction_id?: string };
      result = { resultCode: String(params.result), transactionId: params.transaction_id ?? '' };
    } catch {
      throw new Error(WALLET_ERROR.notifyParams);
    }
  }
  if (result.transChannel !== undefined && result.transChannel !== channel) throw new Error(WALLET_ERROR.transChannel(result.transChannel));
  return result;
}
