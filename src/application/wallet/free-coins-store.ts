import { BehaviorSubject, type SchedulerLike, type Unsubscribable } from 'rxjs';
import { FREE_COINS_EXHAUSTED } from '../../domain/constants';
import { freeCoinsCard, type FreeCoinsCard } from '../../domain/profile';
import { coinAfterTimeContract } from '../contracts/coin/after-time.contract';
import { coinFreeCoinsContract } from '../contracts/coin/free-coins.contract';
import type { ApiErrorCode, HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';
import { tickEverySecond } from './tick-every-second';

export interface FreeCoinsView {
  readonly card: FreeCoinsCard;
  /** Coins one claim gives (0 when not known). */
  readonly coins: number;
  readonly claiming: boolean;
}

export type ClaimOutcome =
  | { readonly ok: true; readonly coins: number }
  | { readonly ok: false; readonly error: { readonly code: 'FREE_COINS.NOT_YET' | ApiErrorCode } };

export interface FreeCoinsStore {
  readonly view$: LiveState<FreeCoinsView>;
  /** The card's state as /coin/callback gave it. */
  show(state: { readonly coins: number; readonly after_time: number }): void;
  /** /coin/after-time. */
  refresh(): Promise<void>;
  claim(): Promise<ClaimOutcome>;
  dispose(): void;
}

export interface FreeCoinsStoreDeps {
  readonly http: HttpPort;
  /** Clock and timers (a virtual one in tests). */
  readonly scheduler: SchedulerLike;
  /** Told the new balance after a claim. */
  readonly onBalance: (balance: number) => void;
}

/**
 * The balance sheet's free-coins card (000 §4, §5, §9): claimable at a cooldown of 0 or
 * less, else an mm:ss countdown ticking once a second; −1 hides the card. A claim is
 * refused locally while the cooldown runs; after one the cooldown is fetched again.
 */
export function createFreeCoinsStore(deps: FreeCoinsStoreDeps): FreeCoinsStore {
  const { scheduler } = deps;
  let afterTime: number = FREE_COINS_EXHAUSTED;
  let fetchedAt = scheduler.now();
  let coins = 0;
  let claiming = false;
  const view$ = new BehaviorSubject<FreeCoinsView>({ card: { kind: 'hidden' }, coins: 0, claiming: false });
  let ticker: Unsubscribable | null = null;

  const cardNow = () => freeCoinsCard(afterTime, fetchedAt, scheduler.now());
  const publish = () => {
    const card = cardNow();
    view$.next({ card, coins, claiming });
    if (card.kind !== 'cooldown') stopTicking();
  };
  function stopTicking() {
    ticker?.unsubscribe();
    ticker = null;
  }
  const setAfterTime = (seconds: number) => {
    afterTime = seconds;
    fetchedAt = scheduler.now();
    stopTicking();
    publish();
    if (cardNow().kind === 'cooldown') ticker = tickEverySecond(scheduler, publish);
  };

  const refresh = async () => {
    const result = await deps.http.request(coinAfterTimeContract, {});
    if (result.ok) setAfterTime(result.data.after_time);
  };

  return {
    view$,
    show(state) {
      coins = state.coins;
      setAfterTime(state.after_time);
    },
    refresh,
    async claim() {
      if (claiming) return { ok: false, error: { code: 'FREE_COINS.NOT_YET' } };
      if (cardNow().kind !== 'claimable') return { ok: false, error: { code: 'FREE_COINS.NOT_YET' } };
      claiming = true;
      publish();
      const result = await deps.http.request(coinFreeCoinsContract, {});
      claiming = false;
      if (!result.ok) {
        publish();
        return { ok: false, error: { code: result.error.code } };
      }
      deps.onBalance(result.data.balance);
      setAfterTime(result.data.after_time);
      await refresh();
      return { ok: true, coins: result.data.coins };
    },
    dispose: stopTicking,
  };
}
