import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { PRODUCT_TYPE } from '../../domain/constants';
import { vipCancelContract } from '../contracts/vip/cancel.contract';
import { vipSubscriptionContract, type VipSubscription } from '../contracts/vip/subscription.contract';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';
import type { CheckoutOutcome } from './checkout-outcome';

/** Why a cancel did not happen: nothing to cancel (the server's code), or the call failed. */
export type CancelOutcome = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: 'VIP.NOT_SUBSCRIBED' | 'VIP.CANCEL_FAILED' } };

export interface VipSubscriptionStore {
  /** The member's card subscription; null until loaded (or when it could not be). */
  readonly subscription$: LiveState<VipSubscription | null>;
  load(): Promise<void>;
  /** Stops the renewals (VIP stays to the end of the paid period); the subscription shown follows the answer. */
  cancel(): Promise<CancelOutcome>;
  dispose(): void;
}

export interface VipSubscriptionStoreDeps {
  readonly http: HttpPort;
  readonly outcomes$: Observable<CheckoutOutcome>;
}

/**
 * The VIP page's subscription line (the terms: VIP renews until you cancel): the renewal
 * date and price, "renewal failed, retrying", or the date it ends; cancel. Loaded again
 * after a VIP purchase, which starts or replaces the subscription.
 */
export function createVipSubscriptionStore(deps: VipSubscriptionStoreDeps): VipSubscriptionStore {
  const subscription$ = new BehaviorSubject<VipSubscription | null>(null);

  const load = async () => {
    const result = await deps.http.request(vipSubscriptionContract, {});
    if (result.ok) subscription$.next(result.data);
  };

  const followPurchases: Subscription = deps.outcomes$.subscribe((outcome) => {
    if (outcome.kind === 'succeeded' && (outcome.item === undefined || outcome.item.product_type === PRODUCT_TYPE.vip)) void load();
  });

  return {
    subscription$,
    load,
    async cancel() {
      const result = await deps.http.request(vipCancelContract, {});
      if (result.ok) {
        subscription$.next(result.data);
        return { ok: true };
      }
      const notSubscribed = result.error.code === 'API.REJECTED' && result.error.msg === 'VIP.NOT_SUBSCRIBED';
      if (notSubscribed) void load();
      return { ok: false, error: { code: notSubscribed ? 'VIP.NOT_SUBSCRIBED' : 'VIP.CANCEL_FAILED' } };
    },
    dispose() {
      followPurchases.unsubscribe();
    },
  };
}
