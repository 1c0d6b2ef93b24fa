import { asyncScheduler } from 'rxjs';
import { BOOT } from '../boot-services';
import { PAYMENTS } from '../payments/payments.tokens';
import { CLOCK, GAME_WINDOW, PAGE, STORAGE } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { SESSION_STORE } from '../session/session.tokens';
import { WALLET } from '../wallet/wallet.tokens';
import { featureModule } from '../wiring/feature-module';
import { createGameServices } from './create-game-services';
import { GAMES } from './games.tokens';

/** Games: the list, a game in a frame with its bridge, and in-game recharge through the wallet's flow. */
export const gamesModule = featureModule((bind) => {
  bind.singleton(GAMES, (services) => {
    const boot = services.get(BOOT);
    const session = services.get(SESSION_STORE);
    const wallet = services.get(WALLET);
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
      appOrigin: services.get(PAGE).origin,
    });
  });
});
