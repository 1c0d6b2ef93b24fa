import { asyncScheduler } from 'rxjs';
import { BOOT } from '../boot-services';
import { PAYMENTS } from '../payments/payments.tokens';
import { ROUTE_PATHS } from '../navigation/route-paths';
import { routePathOf } from '../popups/covering-screens';
import { POPUPS } from '../popups/popups.tokens';
import { CLOCK, GAME_WINDOW, PAGE, REALTIME, STORAGE } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { SESSION_STORE } from '../session/session.tokens';
import { WALLET } from '../wallet/wallet.tokens';
import { featureModule } from '../wiring/feature-module';
import { createGameServices } from './create-game-services';
import { GAMES } from './games.tokens';

/** The four tab pages: the only ones a congratulation banner shows on (001 §4). */
const TAB_PAGES: ReadonlySet<string> = new Set([ROUTE_PATHS.entry, ROUTE_PATHS.matchTab, ROUTE_PATHS.discoverTab, ROUTE_PATHS.messageTab, ROUTE_PATHS.meTab]);

/** Games: the list, a game in a frame with its bridge, and in-game recharge through the wallet's flow, the congratulation banner of wins. */
export const gamesModule = featureModule((bind) => {
  bind.singleton(GAMES, (services) => {
    const boot = services.get(BOOT);
    const session = services.get(SESSION_STORE);
    const wallet = services.get(WALLET);
    const page = services.get(PAGE);
    return createGameServices({
      http: services.get(HTTP),
      storage: services.get(STORAGE),
      window: services.get(GAME_WINDOW),
      scheduler: asyncScheduler,
      now: services.get(CLOCK),
      uid: () => session.uid$.getValue(),
      language: () => boot.language.language$.getValue(),
      balance: () => wallet.balance.balance$.getValue(),
      refreshBalance: () => wallet.balance.refresh(),
      recharge: boot.recharge,
      outcomes$: services.get(PAYMENTS).outcomes$,
      appOrigin: page.origin,
      messages$: services.get(REALTIME).messages$,
      onTabPage: () => TAB_PAGES.has(routePathOf(page.hash())),
      popups: services.get(POPUPS),
    });
  });
});
