import type { PayLibraryConfig, PayLibraryMethod, ValidCard } from '../../domain';

/*
 * The card provider's checkout library (000 §3, §4, §7, §8): configured with merchant
 * info and a config, mounted into an element, it fetches an access token when the buyer
 * pays, sends the card (or the wallet's token) straight to the provider, and runs the
 * provider's answers (gather frame, 3-D Secure challenge overlay, pending, 1100) until the
 * payment has an outcome. The card never passes through Glint's server.
 */

/** What the app hands the library: the config the domain's `validatePayLibraryConfig` checks, and the hooks. */
export interface CardCheckoutSetup extends PayLibraryConfig {
  /** The provider's base URL (the access token of /pay/start is good there). */
  readonly providerUrl: string;
  /** Gives the access token for this payment; asked after each click, within ACCESS_TOKEN_TIMEOUT_MS. */
  readonly getAccessToken: () => Promise<string>;
  /** The merchant's click handler: false stops the payment; must answer within CLICK_HANDLER_TIMEOUT_MS. */
  readonly onClick?: () => boolean | Promise<boolean>;
  /** Text of the loading layer (default 'Payment is in progress, please do not close the page...'). */
  readonly loadingText?: string;
}

/** Why a payment did not go through, as the library names it (000 §4). */
export type CardCheckoutFailureKind = 'pay_failed' | 'getAccessToken_failed';

/** How one click ended. */
export type CardCheckoutOutcome =
  | { readonly kind: 'succeed'; readonly transactionId: string }
  /** pending, received, pending_review: the provider decides later (a payment event tells). */
  | { readonly kind: 'pending'; readonly transactionId: string }
  | {
      readonly kind: 'failed';
      readonly failure: CardCheckoutFailureKind;
      /** The provider's errorMsg, or the library's own error text. */
      readonly message: string;
      readonly errorCode: number | null;
    }
  /** The buyer closed the challenge, or the click handler said no. */
  | { readonly kind: 'cancelled' }
  /** A repeated submission (1100) outside a confirm: the first attempt is still running. */
  | { readonly kind: 'ignored' };

export type CardCheckoutError = { readonly code: 'PAY_LIBRARY.INVALID'; readonly message: string };
export type CardCheckoutMounted = { readonly ok: true; readonly value: CardCheckoutSession } | { readonly ok: false; readonly error: CardCheckoutError };

/** A mounted checkout: one payment (with retries of the same order) per session. */
export interface CardCheckoutSession {
  payWithCard(card: ValidCard): Promise<CardCheckoutOutcome>;
  payWithWallet(method: Exclude<PayLibraryMethod, 'credit_card'>): Promise<CardCheckoutOutcome>;
  /** Removes its frames and layers from the page. */
  unmount(): void;
}

/** The browser fields of /order/transaction with is_direct_card 2 (the 3-D Secure risk check). */
export interface BrowserFields {
  readonly java_enabled: boolean;
  readonly color_depth: number;
  readonly screen_height: number;
  readonly screen_width: number;
  readonly timezone_offset: number;
  readonly user_agent: string;
  readonly language: string;
}

export interface CardCheckoutPort {
  mount(setup: CardCheckoutSetup): CardCheckoutMounted;
  /** Whether this browser can pay with the wallet (Visa, Mastercard, Discover; PAN_ONLY, CRYPTOGRAM_3DS). */
  walletReady(method: Exclude<PayLibraryMethod, 'credit_card'>): Promise<boolean>;
  browserFields(): BrowserFields;
}
