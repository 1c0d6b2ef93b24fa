import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import { CALL_TYPE, CARD_PAY_TYPE } from '../../domain';
import type { CallPeer as CallPeerCard } from '../contracts/call/call-peer';
import type { LiveState } from '../live-state';
import type { SessionStatus } from '../session/app-session';
import { ROUTE_PATHS } from '../navigation/route-paths';
import type { CheckoutView } from './checkout-flow';
import type { ResumeIntent } from './recharge-requests';

/** What the payment-successful popup shows (000 §2) and what it may pick up again. */
export interface PaymentSuccess {
  readonly coins: number;
  readonly balance: number | null;
  /** The package's bonuses: the server credits them in the same transaction as the coins. */
  readonly bonus: { readonly match: number; readonly message: number; readonly charm: number };
  /** The popup's Chat button: the user the coins were for, or null (no button). */
  readonly chatUid: number | null;
  /** The popup's Call-now button: shown when the payment interrupted a call or a match. */
  readonly canCallNow: boolean;
  /** The price per minute of the user the coins were for, when known: the popup's "minutes of call" counts at it; null shows none. */
  readonly pricePerMin: number | null;
}

export interface PaymentResumeDeps {
  readonly checkout$: Observable<CheckoutView>;
  readonly sessionStatus$: Observable<SessionStatus>;
  /** Verifies the store purchases the native shell still holds. */
  readonly restorePurchases: () => Promise<unknown>;
  /** Init again for what else a payment changes (recharge_money: paying-user prices and offers); the balance follows the wallet. */
  readonly refreshProfile: () => void;
  readonly isTourist: () => boolean;
  readonly openLoginPrompt: () => void;
  /** What the call and match stores can pick up again. */
  readonly calls: {
    accept(): Promise<void>;
    dial(request: { readonly peer: CallPeerCard; readonly callType: (typeof CALL_TYPE)[keyof typeof CALL_TYPE] }): Promise<void>;
    startMatch(): Promise<void>;
    /** The card of the last call's peer the call store kept, or null. */
    lastPeer(): CallPeerCard | null;
  };
}

export interface PaymentResume {
  /** The open payment-successful popup, or null. */
  readonly success$: LiveState<PaymentSuccess | null>;
  /** The payment page the checkout has reached (card form, wait, result), each time the step changes. */
  readonly pages$: Observable<{ readonly path: string; readonly step: CheckoutView['step'] }>;
  /** Chat tapped: closes the popup; answers the chat page to open. */
  chat(): string | null;
  /** Call-now tapped: closes the popup and picks up the call or match; answers a page to open when the call cannot start here. */
  callNow(): string | null;
  /** The popup closed: a tourist is then asked to sign in (000 §4, a tourist popup follows payment). */
  close(): void;
  dispose(): void;
}

/** The payment page a checkout step lives on (000 §4), or null when it has none. */
export function checkoutPagePath(view: CheckoutView): string | null {
  switch (view.step) {
    case 'cardPage': {
      const { item, fromType } = view.request;
      return `${ROUTE_PATHS.coinsPayment}?product_id=${encodeURIComponent(item.goods_id)}&product_type=${item.product_type}&origin=${fromType}`;
    }
    case 'redirecting':
      return `${ROUTE_PATHS.paymentWait}?url=${encodeURIComponent(view.url)}${view.appBuild === null ? '' : `&app_build=${encodeURIComponent(view.appBuild)}`}`;
    case 'waiting':
      return ROUTE_PATHS.paymentWait;
    case 'result':
      return `${ROUTE_PATHS.payResult}?pay_type=${CARD_PAY_TYPE}&origin=${view.request.fromType}&status=${view.status}&order_id=${encodeURIComponent(view.orderNo)}&from=1`;
    default:
      return null;
  }
}

/**
 * After a successful payment (000 §4): reload the profile, show the payment-successful
 * popup, and pick up what the payment interrupted — a still-ringing call is answered at
 * once (it cannot wait for a tap); a call cut for coins starts again on Call now with the
 * card the call store kept (else the user's page, which offers the call buttons); a match
 * starts again; Chat opens the chat with the user the coins were for. And a store
 * purchase interrupted before its verification (the app closed) is verified each time
 * the session is signed in.
 */
export function createPaymentResume(deps: PaymentResumeDeps): PaymentResume {
  const success$ = new BehaviorSubject<PaymentSuccess | null>(null);
  const pages$ = new Subject<{ readonly path: string; readonly step: CheckoutView['step'] }>();
  let resume: ResumeIntent | undefined;
  let lastStep: CheckoutView['step'] | null = null;

  const subscription: Subscription = deps.sessionStatus$.subscribe((status) => {
    if (status === 'signed-in') void deps.restorePurchases();
  });
  subscription.add(deps.checkout$.subscribe((view) => {
    if (view.step === lastStep) return;
    const first = lastStep === null;
    lastStep = view.step;
    if (first) return;
    const path = checkoutPagePath(view);
    if (path !== null) pages$.next({ path, step: view.step });
    if (view.step !== 'result' || view.status !== 'success') return;
    deps.refreshProfile();
    resume = view.request.resume;
    const { match, message, charm } = view.request.item;
    success$.next({
      coins: view.coins,
      balance: view.balance,
      bonus: { match, message, charm },
      chatUid: resume?.kind === 'call' ? resume.uid : null,
      canCallNow: resume?.kind === 'call' || resume?.kind === 'match',
      pricePerMin: resume?.kind === 'call' && resume.pricePerMin !== undefined && resume.pricePerMin > 0 ? resume.pricePerMin : null,
    });
    if (resume?.kind === 'answer') void deps.calls.accept();
  }));

  return {
    success$,
    pages$,
    chat() {
      const uid = success$.getValue()?.chatUid ?? null;
      success$.next(null);
      return uid === null ? null : `${ROUTE_PATHS.chat}?uid=${uid}`;
    },
    callNow() {
      success$.next(null);
      const { calls } = deps;
      if (resume?.kind === 'match') {
        void calls.startMatch();
        return null;
      }
      if (resume?.kind !== 'call') return null;
      const peer = calls.lastPeer();
      if (peer !== null && peer.uid === resume.uid) {
        void calls.dial({ peer, callType: resume.video ? CALL_TYPE.video : CALL_TYPE.voice });
        return null;
      }
      return `${ROUTE_PATHS.userHome}?uid=${resume.uid}`;
    },
    close() {
      success$.next(null);
      if (deps.isTourist()) deps.openLoginPrompt();
    },
    dispose: () => subscription.unsubscribe(),
  };
}
