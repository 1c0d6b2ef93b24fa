import { REPEAT_PAYMENT_ERROR_CODE } from '../../../src/domain/payments/provider-result.js';

/**
 * The sandbox provider's error codes, its own API reference (only 1100 comes from the
 * spec: a payment submitted twice). They travel as `errorCode` in the library's results
 * and in failed notifications, where Glint keeps them as the order's `failure`.
 */
export const SANDBOX_ERROR = {
  repeatPayment: REPEAT_PAYMENT_ERROR_CODE,
  declined: 1200,
  /** A merchant-initiated charge on a saved card the bank refuses for want of funds. */
  insufficientFunds: 1201,
  challengeFailed: 1300,
  invalidCard: 1400,
  closed: 1500,
} as const;

export type SandboxErrorCode = (typeof SANDBOX_ERROR)[keyof typeof SANDBOX_ERROR];

/** Transaction states at the provider. */
export type SandboxStatus = 'created' | 'requires_challenge' | 'requires_gather' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

/** Notification types the provider sends; each names the state the transaction entered. */
export type SandboxEventType = 'transaction.pending' | 'transaction.succeeded' | 'transaction.failed' | 'transaction.canceled' | 'transaction.refunded';

/** The notification body (signed as sent). */
export interface SandboxNotification {
  readonly event_id: string;
  readonly type: SandboxEventType;
  /** Epoch ms when the event happened (not when it was sent: retries keep it). */
  readonly created: number;
  readonly data: {
    readonly transaction_id: string;
    readonly merchant_order_no: string;
    readonly amount: number;
    readonly currency: string;
    readonly status: SandboxStatus;
    readonly error_code: number | null;
    /** The reusable card token of a payment that asked to save its card. */
    readonly card_token?: string | null;
  };
}
