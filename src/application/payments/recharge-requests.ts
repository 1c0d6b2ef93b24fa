import { Subject, type Observable } from 'rxjs';
import type { RECHARGE_FROM_TYPE } from '../../domain';
import type { PayItem } from '../contracts/coin/pay-item';

export type RechargeFromType = (typeof RECHARGE_FROM_TYPE)[keyof typeof RECHARGE_FROM_TYPE];

/** What to pick up again once a payment has succeeded (000 §4: restart the call, run the answer flow). */
export type ResumeIntent =
  /** `pricePerMin`: the other user's price per minute when known (the payment-successful popup counts the minutes it buys). */
  | { readonly kind: 'call'; readonly uid: number; readonly video: boolean; readonly pricePerMin?: number }
  | { readonly kind: 'answer'; readonly roomId: string }
  | { readonly kind: 'match' }
  | { readonly kind: 'none' };

/** "Open the recharge flow": the balance sheet, for this reason, with what was missing. */
export interface RechargeRequest {
  readonly fromType: RechargeFromType;
  /** Coins that were missing, when the caller knows. */
  readonly needCoins?: number;
  /** The user the coins were for (call, message and gift targets). */
  readonly targetUid?: number;
  readonly resume?: ResumeIntent;
}

/** "Pay for this package": the pay-method sheet and everything after it. */
export interface CheckoutRequest {
  readonly item: PayItem;
  readonly fromType: RechargeFromType;
  readonly resume?: ResumeIntent;
}

/**
 * The seam between the features that find coins missing (calls, matching, messages,
 * gifts, offers) and the wallet that sells them: they ask, one host in the views answers.
 * Kept apart so a caller never needs to know how the sheets or the checkout work.
 */
export interface RechargeRequests {
  readonly recharge$: Observable<RechargeRequest>;
  readonly checkout$: Observable<CheckoutRequest>;
  openRecharge(request: RechargeRequest): void;
  checkout(request: CheckoutRequest): void;
}

export function createRechargeRequests(): RechargeRequests {
  const recharge = new Subject<RechargeRequest>();
  const checkout = new Subject<CheckoutRequest>();
  return {
    recharge$: recharge.asObservable(),
    checkout$: checkout.asObservable(),
    openRecharge: (request) => recharge.next(request),
    checkout: (request) => checkout.next(request),
  };
}
