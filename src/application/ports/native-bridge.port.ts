/**
 * The native app shell (000 §1, §7), or the browser standing in for it. Every method
 * answers in the browser too, so the core never asks which one it runs in except through
 * `isNativeShell` (for shell-only offers such as in-app purchase).
 */
export interface NativeBridgePort {
  readonly isNativeShell: boolean;
  /** Stable for this installation (the browser keeps a generated one in storage). */
  deviceId(): Promise<string>;
  /** What the shell handed this page when it opened it (deep link parameters); empty in a browser. */
  pageData(): Promise<Readonly<Record<string, unknown>>>;
  /** Install attribution for /login/adjust; undefined when there is none. */
  attribution(): Promise<NativeAttribution | undefined>;
  /** The push token for /user/push-token; undefined without a shell or permission. */
  pushToken(): Promise<string | undefined>;
  /** Buys a store product for an order created by /order-apple/create. */
  purchase(request: NativePurchaseRequest): Promise<NativePurchaseOutcome>;
  /** Tells the store a verified transaction is delivered. */
  finishPurchase(transactionId: string): Promise<void>;
  /** Store transactions not yet finished (to verify after a crash or a reinstall). */
  restorePurchases(): Promise<readonly NativeReceipt[]>;
  /** Opens an app route (`/user/42`): as a native page in the shell, by the hash router in a browser. */
  navigate(path: string): void;
}

export interface NativeAttribution {
  readonly attribution: string;
  readonly adid?: string;
  readonly idfa?: string;
}

export interface NativePurchaseRequest {
  readonly productId: string;
  /** The order number /order-apple/create returned. */
  readonly tranNo: string;
}

/** What /order-apple/verify needs. */
export interface NativeReceipt {
  readonly sku: string;
  readonly receiptData: string;
  readonly transactionId: string;
}

export type NativeErrorCode = 'NATIVE.UNSUPPORTED' | 'NATIVE.CANCELLED' | 'NATIVE.FAILED';
export type NativePurchaseOutcome =
  | { readonly ok: true; readonly receipt: NativeReceipt }
  /** `storeCode` is the store's own error code, for /order-apple/cancel. */
  | { readonly ok: false; readonly error: { readonly code: NativeErrorCode; readonly storeCode?: string } };
