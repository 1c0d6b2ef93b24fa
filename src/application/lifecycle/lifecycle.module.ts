import { asyncScheduler, filter } from 'rxjs';
import { PAGE, VISIBLE } from '../ports/port-tokens';
import { HTTP, RAW_HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { MAINTENANCE, REALTIME_CREDENTIALS } from './lifecycle.tokens';
import { createMaintenanceStore } from './maintenance-store';
import { createRealtimeCredentials } from './realtime-credentials';

/** Maintenance (polled on the unwatched client, checked again each time the app comes to the front) and the broker's credentials. */
export const lifecycleModule = featureModule((bind) => {
  bind.singleton(MAINTENANCE, (services) =>
    createMaintenanceStore({ http: services.get(RAW_HTTP), scheduler: asyncScheduler, appShown$: services.get(VISIBLE).pipe(filter(Boolean)) }),
  );
  bind.singleton(REALTIME_CREDENTIALS, (services) => createRealtimeCredentials({ http: services.get(HTTP), page: services.get(PAGE) }));
});
