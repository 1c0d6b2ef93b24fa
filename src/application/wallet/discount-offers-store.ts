import { BehaviorSubject, debounceTime, Subject, Subscription, type Observable, type SchedulerLike, type Unsubscribable } from 'rxjs';
import { DISCOUNT_DEBOUNCE_MS, DISCOUNT_PAY_STATUS, DISCOUNT_TRIGGER, RECHARGE_FROM_TYPE } from '../../domain/constants';
import {
  canShowUnpaidOffer,
  recordUnpaidOfferShown,
  startDiscountCountdown,
  stepDiscountCountdown,
  unpaidOfferOnReturn,
  type DiscountCountdown,
  type DiscountCountdownEvent,
  type DiscountPopupKind,
  type DiscountTrigger,
  type UnpaidOfferType,
} from '../../domain/offers';
import type { PayItem } from '../contracts/coin/pay-item';
import { vipEventContract } from '../contracts/vip/event.contract';
import { vipGetAlertContract } from '../contracts/vip/get-alert.contract';
import type { DiscountOffer } from '../contracts/vip/vip-offer';
import type { RechargeRequests } from '../payments/recharge-requests';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';
import type { CheckoutOutcome } from './checkout-outcome';
import { tickEverySecond } from './tick-every-second';
import type { PayStatusMemory } from './pay-status-memory';

export type DiscountPopupName = 'discountRecharge' | 'discountPaid' | 'discountUnpaid' | 'vipExpired';

export interface DiscountPopup {
  readonly name: DiscountPopupName;
  readonly offer: DiscountOffer;
  readonly remainingS: number;
}

/** Why an offer is asked for: a trigger type, where from, and (pay failures) the unpaid type for the 5-minute rule. */
export interface OfferTrigger {
  /** Left out: the server picks the scenario the user is in. */
  readonly type?: DiscountTrigger;
  readonly fromType?: number;
  readonly fromId?: number;
  readonly unpaidType?: UnpaidOfferType;
}

export interface DiscountOffersStore {
  /** The open discount popup, or null. */
  readonly popup$: LiveState<DiscountPopup | null>;
  /** Asks for an offer: shown after the 2 s debounce unless a blocking screen is open. */
  trigger(trigger: OfferTrigger): void;
  /** Shows an offer the server sent (a `vip_alert` instruction), unless a popup or a blocking screen is open. */
  show(name: DiscountPopupName, offer: DiscountOffer): void;
  /** The user came back (route change, app shown): a stored pay status 1 schedules the unpaid offer. */
  returned(): void;
  /** An external refresh of the countdown (a value of 0 closes the popup). */
  refreshCountdown(remainingS: number): void;
  buy(item: PayItem): void;
  /** Closed by the user; `choice` is reported for the offers' statistics. */
  close(choice?: 'stay' | 'leave'): void;
  dispose(): void;
}

export interface DiscountOffersDeps {
  readonly http: HttpPort;
  readonly scheduler: SchedulerLike;
  readonly memory: PayStatusMemory;
  /** Has the user ever paid (recharge_money above 0)? Picks unpaid type 3 over 2. */
  readonly everPaid: () => boolean;
  /** Does the popup arbiter let an offer show now (no call, covering screen or banner up)? */
  readonly offerMayShow: () => boolean;
  /** Route changes and the app coming back to the foreground. */
  readonly returns$: Observable<unknown>;
  readonly outcomes$: Observable<CheckoutOutcome>;
  readonly recharge: Pick<RechargeRequests, 'checkout'>;
  /** The recharge popup's offer ran out: fresh offers are wanted (000 §4). */
  readonly onOffersExpired: () => void;
}

const KIND_OF: Readonly<Record<DiscountPopupName, DiscountPopupKind>> = {
  discountRecharge: 'recharge',
  discountPaid: 'paid',
  discountUnpaid: 'unpaid',
  vipExpired: 'paid',
};

/**
 * The discount engine's client half (000 §4, §9): a trigger waits DISCOUNT_DEBOUNCE_MS
 * (later triggers restart the wait and win); when it ends, nothing shows where the popup
 * arbiter says no (a pay failure then waits for the next return), nor
 * over another discount popup; an unpaid type is not shown again within 5 minutes. The
 * server decides the offer (/vip/get-alert). Pay status 1 is stored when a checkout starts
 * with no discount popup open; coming back with it schedules the unpaid offer (type 3
 * if ever paid, else 2). The popup's countdown ticks each second and closes it at 0.
 */
export function createDiscountOffersStore(deps: DiscountOffersDeps): DiscountOffersStore {
  const { scheduler, memory } = deps;
  const popup$ = new BehaviorSubject<DiscountPopup | null>(null);
  const triggers = new Subject<OfferTrigger>();
  const subscriptions = new Subscription();
  let countdown: DiscountCountdown | null = null;
  let ticker: Unsubscribable | null = null;

  const stopTicking = () => {
    ticker?.unsubscribe();
    ticker = null;
  };
  const closePopup = () => {
    stopTicking();
    countdown = null;
    if (popup$.getValue() !== null) popup$.next(null);
  };
  const step = (event: DiscountCountdownEvent) => {
    const shown = popup$.getValue();
    if (countdown === null || shown === null) return;
    const next = stepDiscountCountdown(countdown, event);
    countdown = next.state;
    if (next.effects.includes('close')) closePopup();
    else popup$.next({ ...shown, remainingS: next.state.remainingS });
    if (next.effects.includes('refreshOffers')) deps.onOffersExpired();
  };
  const show = (name: DiscountPopupName, offer: DiscountOffer) => {
    const started = startDiscountCountdown(KIND_OF[name], offer.alert_remain_time);
    if (!started.open) return;
    stopTicking();
    countdown = started;
    popup$.next({ name, offer, remainingS: started.remainingS });
    ticker = tickEverySecond(scheduler, () => step({ type: 'tick' }));
  };

  const payFailOffer = (): OfferTrigger | null => {
    const scheduled = unpaidOfferOnReturn(memory.read(), deps.everPaid());
    return scheduled === null ? null : { type: scheduled.reason, unpaidType: scheduled.type };
  };

  async function attempt(trigger: OfferTrigger): Promise<void> {
    // Over a call or a payment screen: a pay failure's status 1 stays stored for the next return.
    if (!deps.offerMayShow()) return;
    if (popup$.getValue() !== null) return;
    const isPayFail = trigger.type === DISCOUNT_TRIGGER.payFail;
    if (isPayFail) memory.clear();
    const now = scheduler.now();
    if (trigger.unpaidType !== undefined && !canShowUnpaidOffer(memory.unpaidShownAt(), trigger.unpaidType, now)) return;
    const result = await deps.http.request(vipGetAlertContract, {
      ...(trigger.type !== undefined && { type: trigger.type }),
      ...(trigger.fromType !== undefined && { from_type: trigger.fromType }),
      ...(trigger.fromId !== undefined && { from_id: trigger.fromId }),
    });
    if (!result.ok || result.data.vip_alert === null || popup$.getValue() !== null) return;
    if (!deps.offerMayShow()) return;
    const { func_name, func_data } = result.data.vip_alert;
    if (trigger.unpaidType !== undefined) memory.recordUnpaidShown(recordUnpaidOfferShown(memory.unpaidShownAt(), trigger.unpaidType, scheduler.now()));
    show(func_name, func_data);
  }

  const returned = () => {
    const offer = payFailOffer();
    if (offer !== null) triggers.next(offer);
  };

  subscriptions.add(triggers.pipe(debounceTime(DISCOUNT_DEBOUNCE_MS, scheduler)).subscribe((trigger) => void attempt(trigger)));
  subscriptions.add(deps.returns$.subscribe(returned));
  subscriptions.add(
    deps.outcomes$.subscribe((outcome) => {
      switch (outcome.kind) {
        case 'started':
          memory.record(DISCOUNT_PAY_STATUS.started, popup$.getValue() !== null);
          return;
        case 'succeeded':
          memory.record(DISCOUNT_PAY_STATUS.done, popup$.getValue() !== null);
          closePopup();
          return;
        default:
          returned();
      }
    }),
  );

  return {
    popup$,
    trigger: (trigger) => triggers.next(trigger),
    show(name, offer) {
      if (popup$.getValue() === null && deps.offerMayShow()) show(name, offer);
    },
    returned,
    refreshCountdown: (remainingS) => step({ type: 'refresh', remainingS }),
    buy(item) {
      deps.recharge.checkout({ item, fromType: RECHARGE_FROM_TYPE.discountPopup });
    },
    close(choice) {
      const shown = popup$.getValue();
      if (shown === null) return;
      if (choice !== undefined) void deps.http.request(vipEventContract, { sid: shown.offer.sid, type: choice });
      closePopup();
    },
    dispose() {
      stopTicking();
      subscriptions.unsubscribe();
    },
  };
}
