import { filter, merge, share, skip, type Observable, type SchedulerLike } from 'rxjs';
import { DISCOUNT_TRIGGER, RECHARGE_FROM_TYPE } from '../../domain/constants';
import type { DiscountTrigger } from '../../domain/offers';
import type { CallbackInstruction } from '../contracts/callback-instruction';
import type { InitResponse } from '../contracts/profile/init.contract';
import type { RechargeRequest, RechargeRequests } from '../payments/recharge-requests';
import type { HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';
import { createBalanceStore, type BalanceStore } from './balance-store';
import { checkoutOutcomes, type CheckoutOutcome } from './checkout-outcome';
import { createDiscountOffersStore, type DiscountOffersStore } from './discount-offers-store';
import { followWalletCallbacks } from './follow-callbacks';
import { createFreeCoinsStore, type FreeCoinsStore } from './free-coins-store';
import { createPayStatusMemory } from './pay-status-memory';
import { createRechargeSheetStore, type RechargeSheetStore } from './recharge-sheet-store';
import { createVipStore, type VipStore } from './vip-store';
import { createVipSubscriptionStore, type VipSubscriptionStore } from './vip-subscription-store';

/** What the wallet's views use: balance, the balance sheet and page, free coins, VIP, discount popups. */
export interface WalletServices {
  readonly balance: BalanceStore;
  readonly sheet: RechargeSheetStore;
  readonly freeCoins: FreeCoinsStore;
  readonly vip: VipStore;
  readonly vipSubscription: VipSubscriptionStore;
  readonly offers: DiscountOffersStore;
  dispose(): void;
}

export interface WalletDeps {
  readonly http: HttpPort;
  readonly storage: StoragePort;
  readonly scheduler: SchedulerLike;
  readonly init$: LiveState<InitResponse | null>;
  readonly recharge: RechargeRequests;
  /** How each checkout went; when left out, read from the checkout requests and the payment events. */
  readonly outcomes$?: Observable<CheckoutOutcome>;
  readonly realtimeMessages$: Observable<RealtimeMessage>;
  /** Does the popup arbiter let an offer show now? */
  readonly offerMayShow: () => boolean;
  readonly routeChanges$: Observable<unknown>;
  readonly visible$: Observable<boolean>;
  /** Loads the signed-in user again (the VIP badge after a VIP purchase). */
  readonly refreshProfile: () => Promise<void>;
  /** The responses' callback instructions (recharge_alert, vip_alert, vip_discount_alert). */
  readonly instructions$?: Observable<CallbackInstruction>;
}

/** Recharge sources where a dismissed sheet leaves the user stuck without coins: the unpaid offers' scenarios. */
const STUCK_TRIGGER: Readonly<Partial<Record<number, DiscountTrigger>>> = {
  [RECHARGE_FROM_TYPE.callNoCoins]: DISCOUNT_TRIGGER.callUp,
  [RECHARGE_FROM_TYPE.answerNoCoins]: DISCOUNT_TRIGGER.answerCall,
  [RECHARGE_FROM_TYPE.messageNoCoins]: DISCOUNT_TRIGGER.sendMessage,
};

/** Builds the wallet's stores over one shared outcomes stream. */
export function createWalletServices(deps: WalletDeps): WalletServices {
  const outcomes$ = (deps.outcomes$ ?? checkoutOutcomes(deps.recharge.checkout$, deps.realtimeMessages$)).pipe(share());
  // "Returning": another route, or the app back in the foreground.
  const returns$ = merge(deps.routeChanges$, deps.visible$.pipe(skip(1), filter(Boolean)));
  const balance = createBalanceStore({ http: deps.http, init$: deps.init$, outcomes$ });
  // A claim changes the balance only: Me follows balance$, no init reload needed.
  const freeCoins = createFreeCoinsStore({ http: deps.http, scheduler: deps.scheduler, onBalance: (coins) => balance.set(coins) });
  const vip = createVipStore({ http: deps.http, scheduler: deps.scheduler, init$: deps.init$, outcomes$, recharge: deps.recharge, refreshProfile: deps.refreshProfile });
  const vipSubscription = createVipSubscriptionStore({ http: deps.http, outcomes$ });
  const uid = () => deps.init$.getValue()?.user_info.uid ?? null;
  let sheet: RechargeSheetStore | null = null;
  const offers = createDiscountOffersStore({
    http: deps.http,
    scheduler: deps.scheduler,
    memory: createPayStatusMemory(deps.storage, uid),
    everPaid: () => (deps.init$.getValue()?.user_info.recharge_money ?? 0) > 0,
    offerMayShow: deps.offerMayShow,
    returns$,
    outcomes$,
    recharge: deps.recharge,
    onOffersExpired: () => {
      if (sheet?.request$.getValue() != null) void sheet.retry();
    },
  });
  const onDismissed = (request: RechargeRequest) => {
    const type = STUCK_TRIGGER[request.fromType];
    if (type !== undefined) offers.trigger({ type, fromType: request.fromType, ...(request.targetUid !== undefined && { fromId: request.targetUid }) });
  };
  sheet = createRechargeSheetStore({
    http: deps.http,
    recharge: deps.recharge,
    onData: (data) => {
      balance.set(data.balance);
      freeCoins.show(data.free_coins);
    },
    onDismissed,
  });
  const rechargeSheet = sheet;
  const subscriptions = [
    deps.recharge.recharge$.subscribe((request) => rechargeSheet.open(request)),
    outcomes$.subscribe((outcome) => {
      if (outcome.kind === 'succeeded') rechargeSheet.close();
    }),
    ...(deps.instructions$ === undefined ? [] : [followWalletCallbacks(deps.instructions$, rechargeSheet, offers)]),
  ];
  return {
    balance,
    sheet: rechargeSheet,
    freeCoins,
    vip,
    vipSubscription,
    offers,
    dispose() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      balance.dispose();
      freeCoins.dispose();
      vip.dispose();
      vipSubscription.dispose();
      offers.dispose();
    },
  };
}
