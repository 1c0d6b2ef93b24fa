export const WALLET_SESSION_VERSION = 5;

/** The spec's texts for a wallet the browser cannot offer. */
export const WALLET_ERROR = {
  googleScript: 'Google Pay SDK loadScript error',
  appleUnsupported: "applePay don't support",
  merchantSession: 'Merchant session is not valid.',
  transChannel: (channel: string): string => `transChannel ${channel} is not supported`,
  notifyParams: 'Failed to parse newNotifyParams',
} as const;

export interface GooglePayClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  loadPaymentData(request: unknown): Promise<{ paymentMethodData?: { tokenizationData?: { token?: string } } }>;
}

/** The parts of Apple's ApplePaySession the library uses. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(result: unknown): void;
}

/** The wallets' own scripts and objects, behind one seam so the library can be tested without them. */
export interface WalletSdk {
  /** Loads Google's pay.js once; rejects with 'Google Pay SDK loadScript error'. */
  googlePay(environment: 'TEST' | 'PRODUCTION'): Promise<GooglePayClient>;
  /** Apple's session, or null where the browser has no Apple Pay. */
  applePaySession(request: unknown): ApplePaySessionLike | null;
  applePayAvailable(): boolean;
}

const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

interface GoogleGlobal {
  google?: { payments?: { api?: { PaymentsClient: new (options: { environment: string }) => GooglePayClient } } };
}
interface AppleGlobal {
  ApplePaySession?: (new (version: number, request: unknown) => ApplePaySessionLike) & {
    canMakePayments(): boolean;
    supportsVersion(version: number): boolean;
  };
}

export function browserWalletSdk(): WalletSdk {
  let script: Promise<void> | null = null;
  const loadScript = (): Promise<void> =>
    (script ??= new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = GOOGLE_PAY_SCRIPT;
      element.async = true;
      element.onload = () => resolve();
      element.onerror = () => {
        script = null;
        element.remove();
        reject(new Error(WALLET_ERROR.googleScript));
      };
      document.head.append(element);
    }));
  const apple = (): AppleGlobal['ApplePaySession'] => (window as unknown as AppleGlobal).ApplePaySession;
  return {
    async googlePay(environment) {
      await loadScript();
      const api = (window as unknown as GoogleGlobal).google?.payments?.api;
      if (api === undefined) throw new Error(WALLET_ERROR.googleScript);
      return new api.PaymentsClient({ environment });
    },
    applePayAvailable() {
      const session = apple();
      try {
        return session !== undefined && session.supportsVersion(WALLET_SESSION_VERSION) && session.canMakePayments();
      } catch {
        // Safari throws outside a secure context: no Apple Pay there.
        return false;
      }
    },
    applePaySession(request) {
      const Session = apple();
      return Session === undefined ? null : new Session(WALLET_SESSION_VERSION, request);
    },
  };
}
