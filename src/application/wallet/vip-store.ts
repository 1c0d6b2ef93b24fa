import { BehaviorSubject, interval, Subscription, type Observable, type SchedulerLike, type Unsubscribable } from 'rxjs';
import { MS_PER_SECOND, PRODUCT_TYPE, RECHARGE_FROM_TYPE } from '../../domain/constants';
import type { PayItem } from '../contracts/coin/pay-item';
import type { ResponseData } from '../contracts/define-contract';
import type { InitResponse } from '../contracts/profile/init.contract';
import { vipAlertTimeContract } from '../contracts/vip/alert-time.contract';
import { vipCallbackContract } from '../contracts/vip/callback.contract';
import { vipEventContract } from '../contracts/vip/event.contract';
import type { RechargeFromType, RechargeRequests } from '../payments/recharge-requests';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';
import type { CheckoutOutcome } from './checkout-outcome';
import type { Loadable } from './loadable';
import { tickEverySecond } from './tick-every-second';

export const VIP_DISCOUNT_RECHECK_MS = 300_000;
export const VIP_DIALOG_EVENT_MIN_MS = 6_000;

export type VipData = ResponseData<typeof vipCallbackContract>;

export interface VipState {
  readonly isVip: boolean;
  /** Epoch ms; null when never a member. */
  readonly expiresAt: number | null;
}

export type SubscribeOutcome = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: 'VIP.AGREEMENT_REQUIRED' } };

export interface VipStore {
  readonly state$: LiveState<VipState>;
  readonly view$: LiveState<Loadable<VipData>>;
  /** Seconds left on the VIP offer of the latest load, ticking once a second. */
  readonly offerSeconds$: LiveState<number>;
  /** The subscribe sheet, open while not null (with why it opened). */
  readonly sheet$: LiveState<{ readonly fromType: RechargeFromType } | null>;
  load(fromType?: RechargeFromType): Promise<void>;
  openSheet(fromType: RechargeFromType): void;
  /** The sheet or page closed (000 §7: /vip/event after 6 s or more, for non-members). */
  closeSheet(): void;
  /** The VIP page or sheet appeared: its time starts. */
  dialogShown(): void;
  /** The page left without the sheet (same 6 s rule). */
  dialogLeft(): void;
  /** The stay dialog's choice, reported under the same 6 s rule. */
  reportChoice(type: 'stay' | 'leave'): void;
  subscribe(item: PayItem, agreed: boolean): SubscribeOutcome;
  dispose(): void;
}

export interface VipStoreDeps {
  readonly http: HttpPort;
  readonly scheduler: SchedulerLike;
  readonly init$: Observable<InitResponse | null>;
  readonly outcomes$: Observable<CheckoutOutcome>;
  readonly recharge: Pick<RechargeRequests, 'checkout'>;
  /** Loads the signed-in user again (the badge on Me, the match price). */
  readonly refreshProfile: () => Promise<void>;
}

/**
 * VIP (000 §2, §4, §5, §7): membership from the session's user, the dialog's data
 * (/vip/callback), subscribe only with the agreement ticked, and /vip/event when a
 * non-member leaves the dialog after VIP_DIALOG_EVENT_MIN_MS or more.
 */
export function createVipStore(deps: VipStoreDeps): VipStore {
  const { scheduler } = deps;
  const state$ = new BehaviorSubject<VipState>({ isVip: false, expiresAt: null });
  const view$ = new BehaviorSubject<Loadable<VipData>>({ status: 'loading' });
  const offerSeconds$ = new BehaviorSubject<number>(0);
  const sheet$ = new BehaviorSubject<{ readonly fromType: RechargeFromType } | null>(null);
  let shownAt: number | null = null;
  let lastFromType: RechargeFromType = RECHARGE_FROM_TYPE.rechargeBoxClick;
  let ticker: Unsubscribable | null = null;
  let recheck: Unsubscribable | null = null;
  const subscriptions = new Subscription();

  const setState = (isVip: boolean, vipExp: number) => {
    const next = { isVip, expiresAt: vipExp > 0 ? vipExp : null };
    const now = state$.getValue();
    if (now.isVip !== next.isVip || now.expiresAt !== next.expiresAt) state$.next(next);
  };

  const startOfferCountdown = (seconds: number) => {
    ticker?.unsubscribe();
    const endsAt = scheduler.now() + seconds * MS_PER_SECOND;
    const left = () => Math.max(0, Math.ceil((endsAt - scheduler.now()) / MS_PER_SECOND));
    offerSeconds$.next(left());
    if (left() === 0) return;
    ticker = tickEverySecond(scheduler, () => {
      offerSeconds$.next(left());
      if (left() === 0) ticker?.unsubscribe();
    });
  };

  const load = async (fromType: RechargeFromType = lastFromType) => {
    lastFromType = fromType;
    if (view$.getValue().status !== 'ready') view$.next({ status: 'loading' });
    const result = await deps.http.request(vipCallbackContract, { from_type: fromType });
    if (!result.ok) {
      view$.next({ status: 'error', code: result.error.code });
      return;
    }
    setState(result.data.is_vip === 1, result.data.vip_exp);
    startOfferCountdown(result.data.alert_remain_time);
    view$.next({ status: 'ready', data: result.data });
  };

  /** 000 §9: the VIP discount offer is checked again every 5 minutes while the dialog is shown (/vip/alert-time). */
  const startRecheck = () => {
    recheck?.unsubscribe();
    recheck = interval(VIP_DISCOUNT_RECHECK_MS, scheduler).subscribe(() => {
      void deps.http.request(vipAlertTimeContract, {}).then((result) => {
        if (result.ok) startOfferCountdown(result.data.alert_remain_time);
      });
    });
  };
  const stopRecheck = () => {
    recheck?.unsubscribe();
    recheck = null;
  };

  /** Reports a dialog event only after 6 s on it and only for someone not yet VIP. */
  const report = (payload: { type?: string }) => {
    if (shownAt === null) return;
    const long = scheduler.now() - shownAt >= VIP_DIALOG_EVENT_MIN_MS;
    if (long && !state$.getValue().isVip) void deps.http.request(vipEventContract, payload);
  };

  subscriptions.add(
    deps.init$.subscribe((init) => {
      if (init !== null) setState(init.user_info.is_vip === 1, init.user_info.vip_exp);
    }),
  );
  subscriptions.add(
    deps.outcomes$.subscribe((outcome) => {
      if (outcome.kind !== 'succeeded') return;
      // 000 §4: the payment-success event closes the VIP popups.
      sheet$.next(null);
      shownAt = null;
      if (outcome.item === undefined || outcome.item.product_type === PRODUCT_TYPE.vip) {
        void deps.refreshProfile();
        void load();
      }
    }),
  );

  return {
    state$,
    view$,
    offerSeconds$,
    sheet$,
    load,
    openSheet(fromType) {
      sheet$.next({ fromType });
      void load(fromType);
    },
    closeSheet() {
      if (sheet$.getValue() === null) return;
      report({});
      shownAt = null;
      stopRecheck();
      sheet$.next(null);
    },
    dialogShown() {
      shownAt = scheduler.now();
      startRecheck();
    },
    dialogLeft() {
      report({});
      shownAt = null;
      stopRecheck();
    },
    reportChoice(type) {
      report({ type });
    },
    subscribe(item, agreed) {
      if (!agreed) return { ok: false, error: { code: 'VIP.AGREEMENT_REQUIRED' } };
      deps.recharge.checkout({ item, fromType: sheet$.getValue()?.fromType ?? lastFromType });
      return { ok: true };
    },
    dispose() {
      ticker?.unsubscribe();
      stopRecheck();
      subscriptions.unsubscribe();
    },
  };
}
