import { map } from 'rxjs';
import { CALLS } from '../calls/calls.tokens';
import { PAGE } from '../ports/port-tokens';
import { WELCOME_GIFT } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { coveringScreenAt, routePathOf } from './covering-screens';
import { createPopupArbiterStore } from './popup-arbiter-store';
import { POPUPS } from './popups.tokens';

/** The popup arbiter, following a running call and the welcome gift; views claim their own banners. */
export const popupsModule = featureModule((bind) => {
  bind.singleton(POPUPS, (services) => {
    const page = services.get(PAGE);
    return createPopupArbiterStore({
      sources: [
        { kind: 'call', up$: services.get(CALLS).calls.view$.pipe(map((view) => view.call.current.kind !== 'none')) },
        { kind: 'offer', up$: services.get(WELCOME_GIFT).gift$.pipe(map((gift) => gift !== null)) },
      ],
      coveringScreenOpen: () => coveringScreenAt(routePathOf(page.hash())),
    });
  });
});
