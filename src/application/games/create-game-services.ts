import { interval, type Observable, type SchedulerLike } from 'rxjs';
import type { CheckoutOutcome } from '../payments/checkout-outcome';
import type { PopupArbiterStore } from '../popups/popup-arbiter-store';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createCongratsBannerStore, type CongratsBannerStore } from './congrats-banner-store';
import type { RechargeRequests } from '../payments/recharge-requests';
import type { GameWindowPort } from '../ports/game-window.port';
import type { HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import { createGameListStore, type GameListStore } from './game-list-store';
import { createGameRecharge, type GameRecharge } from './game-recharge';
import { openGame, type GameFrame } from './open-game';

/** What the games views use (useService(GAMES)). */
export interface GameServices {
  readonly list: GameListStore;
  readonly recharge: GameRecharge;
  /** The congratulation banner of game wins. */
  readonly congrats: CongratsBannerStore;
  /** A game in a frame (the game page or the game popup); close it when the view goes. */
  open(gameId: number): GameFrame;
}

export interface GameServicesDeps {
  readonly http: HttpPort;
  readonly storage: StoragePort;
  readonly window: GameWindowPort;
  readonly scheduler: SchedulerLike;
  readonly now: () => number;
  readonly uid: () => number | null;
  readonly language: () => string;
  readonly balance: () => number | null;
  readonly refreshBalance: () => Promise<void>;
  readonly recharge: Pick<RechargeRequests, 'openRecharge'>;
  readonly outcomes$: Observable<CheckoutOutcome>;
  readonly appOrigin: string;
  readonly messages$: Observable<RealtimeMessage>;
  readonly onTabPage: () => boolean;
  readonly popups: Pick<PopupArbiterStore, 'claim' | 'mayShow'>;
}

export function createGameServices(deps: GameServicesDeps): GameServices {
  const list = createGameListStore(deps);
  const recharge = createGameRecharge(deps);
  let ids = 0;
  const schedule = (run: () => void, ms: number) => {
    const action = deps.scheduler.schedule(run, ms);
    return () => action.unsubscribe();
  };
  const every = (run: () => void, ms: number) => {
    const subscription = interval(ms, deps.scheduler).subscribe(run);
    return () => subscription.unsubscribe();
  };
  const congrats = createCongratsBannerStore({ ...deps, schedule });
  return {
    list,
    recharge,
    congrats,
    open: (gameId) =>
      openGame({ ...deps, list, recharge, schedule, every, newId: () => `a${++ids}-${deps.now().toString(36)}` }, gameId),
  };
}
