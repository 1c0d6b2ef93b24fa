import { createCallbackDispatcher } from '../callbacks/dispatch-callbacks';
import { MAINTENANCE } from '../lifecycle/lifecycle.tokens';
import { watchMaintenance } from '../lifecycle/watch-maintenance';
import { SIGNED_HTTP } from '../ports/port-tokens';
import type { HttpPort } from '../ports/http.port';
import { createSessionEvents } from '../session-events';
import { SESSION_STORE } from '../session/session.tokens';
import { createTokenRotationGate } from '../session/token-rotation-gate';
import { featureModule } from '../wiring/feature-module';
import type { ServiceLookup } from '../wiring/token';
import { ANONYMOUS_HTTP, CALLBACKS, HTTP, RAW_HTTP, ROTATION_GATE, SESSION_EVENTS } from './request-layer.tokens';

const watched = (services: ServiceLookup, http: HttpPort): HttpPort => watchMaintenance(http, (data) => services.get(MAINTENANCE).report(data));

/** The request layer: the root's signed client with the session's credentials, behind the rotation gate, watched for maintenance. */
export const requestLayerModule = featureModule((bind) => {
  bind.singleton(SESSION_EVENTS, createSessionEvents);
  bind.singleton(CALLBACKS, createCallbackDispatcher);
  bind.singleton(ROTATION_GATE, createTokenRotationGate);
  bind.singleton(RAW_HTTP, (services) => services.get(ROTATION_GATE).authenticated(services.get(SIGNED_HTTP)(() => services.get(SESSION_STORE).credentials())));
  bind.singleton(HTTP, (services) => watched(services, services.get(RAW_HTTP)));
  bind.singleton(ANONYMOUS_HTTP, (services) => watched(services, services.get(SIGNED_HTTP)(() => null)));
});
