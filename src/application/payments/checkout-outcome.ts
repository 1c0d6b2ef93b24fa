import type { PayItem } from '../contracts/coin/pay-item';
import type { RechargeFromType } from './recharge-requests';

/**
 * What became of a checkout, for whoever reacts to payments (the discount engine's pay
 * status 1/2 rule, the wallet closing its VIP, balance and discount popups on success).
 * `started` when the buyer commits to a package; then exactly one of the others.
 */
export interface CheckoutOutcome {
  readonly kind: 'started' | 'succeeded' | 'failed' | 'cancelled';
  readonly item: PayItem;
  readonly fromType: RechargeFromType;
  /** The order, once there is one. */
  readonly orderNo?: string;
  /** The balance right after a success, when the payment said it. */
  readonly balance?: number;
}

/** The pay-result page's states (000 §4: success, failed (repay), cancelled, timeout, session expired). */
export type PayResultStatus = 'success' | 'failed' | 'cancelled' | 'timeout' | 'expired';
