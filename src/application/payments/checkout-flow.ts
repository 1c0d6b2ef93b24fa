import { BehaviorSubject, interval, Subject, type Observable, type SchedulerLike } from 'rxjs';
import { CARD_PAY_TYPE, CLIENT_VERSION, PAY_PLATFORM, type PayLibraryMethod, type ValidCard } from '../../domain';
import type { PayItem } from '../contracts/coin/pay-item';
import type { CardCheckoutOutcome, CardCheckoutPort } from '../ports/card-checkout.port';
import type { HttpPort } from '../ports/http.port';
import type { NativeBridgePort } from '../ports/native-bridge.port';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';
import type { MessageRef } from '../notices/message-ref';
import { awaitSettlement, type Settlement } from './await-settlement';
import { buyInApp } from './buy-in-app';
import { apiFailureMessage, failureMessage } from './failure-message';
import type { CardHistoryStore } from './card-history-store';
import { checkOrder } from './check-order';
import { payResultReturnPath } from './pay-result-return-path';
import type { CheckoutOutcome, PayResultStatus } from './checkout-outcome';
import { openCardOrder, type CardOrder } from './open-card-order';
import { payDirectly } from './pay-directly';
import { findPayItem } from './find-pay-item';
import { needsRedirect, openRedirectOrder, rememberRedirect, takeRememberedRedirect } from './redirect-checkout';
import type { PayEventInbox } from './pay-event-inbox';
import type { CheckoutRequest, RechargeFromType } from './recharge-requests';
import { startPayment } from './start-payment';

/** Ours: the payment-wait page gives up on the order's payment event after this long (the result page then says timeout). */
export const PAYMENT_WAIT_TIMEOUT_MS = 60_000;

export type WalletMethod = Exclude<PayLibraryMethod, 'credit_card'>;

/** Where a checkout stands; the host and the payment pages follow it. */
export type CheckoutView =
  | { readonly step: 'idle' }
  | { readonly step: 'checking'; readonly request: CheckoutRequest }
  /** The pay-method sheet: the platform's wallet (when the item names one) and the card. */
  | { readonly step: 'chooseMethod'; readonly request: CheckoutRequest; readonly wallet: WalletMethod | null }
  /** The coins-payment page with the card form. */
  | { readonly step: 'cardPage'; readonly request: CheckoutRequest }
  | { readonly step: 'paying'; readonly request: CheckoutRequest; readonly method: PayLibraryMethod | 'store' | 'direct' | 'redirect' }
  /** The provider's own page is next (the redirect flow): the wait page leaves for `url`; `appBuild` when the native shell opens it outside. */
  | { readonly step: 'redirecting'; readonly request: CheckoutRequest; readonly orderNo: string; readonly url: string; readonly appBuild: string | null }
  /** The payment-wait page: the provider decides, a payment event will tell. */
  | { readonly step: 'waiting'; readonly request: CheckoutRequest; readonly orderNo: string }
  | {
      readonly step: 'result';
      readonly request: CheckoutRequest;
      readonly status: PayResultStatus;
      readonly orderNo: string;
      readonly coins: number;
      readonly balance: number | null;
      readonly message: MessageRef | null;
    };

export interface CheckoutFlowDeps {
  readonly http: HttpPort;
  readonly library: CardCheckoutPort;
  readonly inbox: PayEventInbox;
  readonly cardHistory: CardHistoryStore;
  readonly bridge: NativeBridgePort;
  readonly storage: StoragePort;
  readonly uid: () => number | null;
  readonly scheduler: SchedulerLike;
  /** The page's origin (request_host); the provider sends the browser back to its pay-result page. */
  readonly origin: string;
  /** Asks the server for the unacknowledged payment events (/msg/sync) while the wait page waits: the push may be lost. */
  readonly pollPayEvents?: () => Promise<void>;
}

export interface CheckoutFlow {
  readonly view$: LiveState<CheckoutView>;
  readonly outcomes$: Observable<CheckoutOutcome>;
  /** "Pay for this package" (recharge.checkout): /order/check and its route. */
  begin(request: CheckoutRequest): Promise<void>;
  /** The coins-payment page opened by its URL with no checkout running (or only a finished one). */
  adopt(request: CheckoutRequest): void;
  chooseCard(): void;
  /** Pays with the card form's card; the library mounts into `elementId`. */
  payByCard(card: ValidCard, elementId: string): Promise<void>;
  payByWallet(method: WalletMethod, elementId: string): Promise<void>;
  /** The buyer closed the sheet or left the card page before paying. */
  cancel(): void;
  /** Failed: try the same package again. */
  repay(): Promise<void>;
  /** The result has been seen. */
  finish(): void;
  /**
   * The provider sent the browser back to the wait page (or, in the native shell, the page
   * was opened outside): wait for the order's payment event. The package is the one the app
   * left with, else the one the return address names (the app restarted without it).
   */
  awaitRedirected(orderNo: string, returned: { readonly goodsId: string; readonly productType: number; readonly fromType: RechargeFromType }): Promise<void>;
}

/** Ours: how often the wait page asks for payment events while it waits for one. */
export const PAYMENT_POLL_MS = 3_000;

const walletOf = (item: PayItem): WalletMethod | null =>
  item.pay_platform === PAY_PLATFORM.iosWallet ? 'applepay' : item.pay_platform === PAY_PLATFORM.androidWallet ? 'googlepay' : null;

/** Outcome kind of a result status: timeout and session expiry are failures for the offers' pay-status rule. */
const OUTCOME_OF: Readonly<Record<PayResultStatus, CheckoutOutcome['kind']>> = {
  success: 'succeeded',
  failed: 'failed',
  timeout: 'failed',
  expired: 'failed',
  cancelled: 'cancelled',
};

/**
 * One checkout at a time, from "pay for this package" to its result (000 §4): the
 * /order/check route (1 card page, 2 in-app purchase, 10 pay directly, else the pay-method
 * sheet), the card or wallet through the checkout library, the wait for the payment event,
 * and the result (success, failed with repay, cancelled, timeout, session expired).
 */
export function createCheckoutFlow(deps: CheckoutFlowDeps): CheckoutFlow {
  const view$ = new BehaviorSubject<CheckoutView>({ step: 'idle' });
  const outcomes = new Subject<CheckoutOutcome>();
  const emit = (kind: CheckoutOutcome['kind'], request: CheckoutRequest, orderNo?: string, balance?: number | null) =>
    outcomes.next({
      kind, item: request.item, fromType: request.fromType,
      ...(orderNo === undefined ? {} : { orderNo }),
      ...(balance === undefined || balance === null ? {} : { balance }),
    });
  const current = (): CheckoutRequest | null => {
    const view = view$.getValue();
    return view.step === 'idle' ? null : view.request;
  };

  const settle = (request: CheckoutRequest, orderNo: string, settlement: Settlement, message: MessageRef | null = null) => {
    view$.next({ step: 'result', request, status: settlement.status, orderNo, coins: settlement.coins, balance: settlement.balance, message });
    emit(OUTCOME_OF[settlement.status], request, orderNo, settlement.status === 'success' ? settlement.balance : null);
  };
  const ended = (request: CheckoutRequest, status: PayResultStatus, message: MessageRef | null, orderNo = '') =>
    settle(request, orderNo, { status, coins: 0, balance: null }, message);

  const waitFor = async (request: CheckoutRequest, orderNo: string) => {
    view$.next({ step: 'waiting', request, orderNo });
    const { pollPayEvents } = deps;
    const polling = pollPayEvents === undefined ? null : interval(PAYMENT_POLL_MS, deps.scheduler).subscribe(() => void pollPayEvents().catch(() => undefined));
    try {
      settle(request, orderNo, await awaitSettlement(deps.inbox, orderNo, PAYMENT_WAIT_TIMEOUT_MS, deps.scheduler));
    } finally {
      polling?.unsubscribe();
    }
  };

  /** The redirect flow: the order, remembered for the return, then the provider's page through the wait page. */
  const redirect = async (request: CheckoutRequest) => {
    view$.next({ step: 'paying', request, method: 'redirect' });
    const opened = await openRedirectOrder(deps.http, request, deps.origin);
    if (!opened.ok) return ended(request, 'failed', apiFailureMessage(opened.error));
    const uid = deps.uid();
    if (uid !== null) rememberRedirect(deps.storage, uid, opened.value.orderNo, request);
    view$.next({ step: 'redirecting', request, orderNo: opened.value.orderNo, url: opened.value.url, appBuild: deps.bridge.isNativeShell ? CLIENT_VERSION : null });
    return undefined;
  };

  /** The library run for an order: card form or wallet, each with its own return path. */
  const payWithLibrary = async (request: CheckoutRequest, method: PayLibraryMethod, elementId: string, pay: (order: CardOrder) => Promise<CardCheckoutOutcome>) => {
    view$.next({ step: 'paying', request, method });
    const returnUrl = payResultReturnPath(request);
    const opened = await openCardOrder(deps.http, {
      item: request.item,
      payPlatform: method === 'credit_card' ? 0 : request.item.pay_platform,
      returnUrl,
      requestHost: deps.origin,
      browser: deps.library.browserFields(),
    });
    if (!opened.ok) return ended(request, 'failed', apiFailureMessage(opened.error));
    const order = opened.value;
    const outcome = await pay(order);
    switch (outcome.kind) {
      case 'succeed':
      case 'pending':
        return waitFor(request, order.orderNo);
      case 'failed': {
        const expired = outcome.failure === 'getAccessToken_failed' && outcome.message === 'ORDER.NOT_PENDING';
        return ended(request, expired ? 'expired' : 'failed', failureMessage(outcome.message), order.orderNo);
      }
      case 'cancelled':
        return ended(request, 'cancelled', null, order.orderNo);
      case 'ignored':
        // The first submission is still being answered; the page stays as it is.
        return undefined;
    }
  };

  /** Mounts the library for an order; the first token is /pay/start's, later clicks fetch a fresh one. */
  const runLibrary = async (order: CardOrder, elementId: string, method: PayLibraryMethod, pay: (session: { payWithCard(card: ValidCard): Promise<CardCheckoutOutcome>; payWithWallet(m: WalletMethod): Promise<CardCheckoutOutcome> }) => Promise<CardCheckoutOutcome>) => {
    const { start } = order;
    let token: string | null = start.token;
    const mounted = deps.library.mount({
      elementId,
      payMethods: [method],
      merchantInfo: { merchantNo: start.merchant_no, merchantOrigin: start.merchant_origin, merchantName: start.merchant_name },
      config: { amount: start.amount, currency: start.currency, environment: start.environment, userId: start.user_id, openLoading: true },
      providerUrl: start.provider_url,
      getAccessToken: async () => {
        if (token !== null) {
          const first = token;
          token = null;
          return first;
        }
        const again = await startPayment(deps.http, order.orderNo, '');
        if (!again.ok) throw new Error(again.error.msg || again.error.code);
        return again.value.token;
      },
    });
    if (!mounted.ok) return { kind: 'failed', failure: 'pay_failed', message: mounted.error.message, errorCode: null } as const;
    try {
      return await pay(mounted.value);
    } finally {
      mounted.value.unmount();
    }
  };

  const flow: CheckoutFlow = {
    view$,
    outcomes$: outcomes.asObservable(),

    async begin(request) {
      const busy = view$.getValue().step;
      if (busy === 'paying' || busy === 'waiting' || busy === 'checking') return;
      view$.next({ step: 'checking', request });
      emit('started', request);
      const checked = await checkOrder(deps.http, request.item);
      if (!checked.ok) return ended(request, 'failed', checked.error.message);
      switch (checked.route) {
        case 'coinsPaymentPage':
          if (needsRedirect(request.item)) return redirect(request);
          view$.next({ step: 'cardPage', request });
          return;
        case 'payMethodPopup':
          view$.next({ step: 'chooseMethod', request, wallet: walletOf(request.item) });
          return;
        case 'payDirect': {
          view$.next({ step: 'paying', request, method: 'direct' });
          const direct = await payDirectly(deps.http, request.item);
          return settle(request, direct.orderNo, direct.settlement);
        }
        case 'inAppPurchase': {
          const uid = deps.uid();
          if (uid === null) return ended(request, 'failed', null);
          view$.next({ step: 'paying', request, method: 'store' });
          const bought = await buyInApp({ http: deps.http, bridge: deps.bridge, storage: deps.storage, uid }, request.item, request.fromType);
          // A refused create only ends the loading (000 §8).
          if (bought === null) {
            view$.next({ step: 'idle' });
            emit('cancelled', request);
            return;
          }
          return settle(request, bought.orderNo, bought.settlement);
        }
      }
    },

    adopt(request) {
      const { step } = view$.getValue();
      // A result already shown does not hold up a new checkout.
      if (step !== 'idle' && step !== 'result') return;
      view$.next({ step: 'cardPage', request });
      emit('started', request);
    },

    chooseCard() {
      const view = view$.getValue();
      if (view.step !== 'chooseMethod') return;
      if (needsRedirect(view.request.item)) void redirect(view.request);
      else view$.next({ step: 'cardPage', request: view.request });
    },

    async payByCard(card, elementId) {
      const view = view$.getValue();
      if (view.step !== 'cardPage') return;
      const { request } = view;
      await payWithLibrary(request, 'credit_card', elementId, async (order) => {
        const outcome = await runLibrary(order, elementId, 'credit_card', (session) => session.payWithCard(card));
        if (outcome.kind === 'succeed' || outcome.kind === 'pending') deps.cardHistory.remember(CARD_PAY_TYPE, { cardNumber: card.number, key: order.transactionId });
        return outcome;
      });
      // An ignored repeat leaves the card page as it was.
      if (view$.getValue().step === 'paying') view$.next({ step: 'cardPage', request });
    },

    async payByWallet(method, elementId) {
      const view = view$.getValue();
      if (view.step !== 'chooseMethod') return;
      const { request } = view;
      await payWithLibrary(request, method, elementId, (order) => runLibrary(order, elementId, method, (session) => session.payWithWallet(method)));
      if (view$.getValue().step === 'paying') view$.next({ step: 'chooseMethod', request, wallet: method });
    },

    cancel() {
      const view = view$.getValue();
      if (view.step !== 'chooseMethod' && view.step !== 'cardPage') return;
      view$.next({ step: 'idle' });
      emit('cancelled', view.request);
    },

    async repay() {
      const request = current();
      if (request === null) return;
      view$.next({ step: 'idle' });
      await flow.begin(request);
    },

    finish() {
      if (view$.getValue().step === 'result') view$.next({ step: 'idle' });
    },

    async awaitRedirected(orderNo, returned) {
      const view = view$.getValue();
      if ((view.step === 'waiting' || view.step === 'result') && view.orderNo === orderNo) return;
      const uid = deps.uid();
      const remembered = uid === null ? null : takeRememberedRedirect(deps.storage, uid, orderNo);
      const lookedUp = async (): Promise<CheckoutRequest | null> => {
        const item = await findPayItem(deps.http, returned.goodsId, returned.productType);
        return item === null ? null : { item, fromType: returned.fromType };
      };
      const request = view.step === 'redirecting' && view.orderNo === orderNo ? view.request : (remembered ?? (await lookedUp()));
      if (request === null) return;
      if (view.step === 'idle' || view.step === 'result') emit('started', request);
      await waitFor(request, orderNo);
    },
  };
  return flow;
}
