import type { Subscription } from 'rxjs';
import type { HttpPort } from '../ports/http.port';
import type { SessionEvents } from '../session-events';
import type { SettingsCommands } from '../profile/settings-commands';
import { initSession, type InitSessionOutcome } from './init-session';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import type { ThirdPartyDeps } from './session-deps';
import { createSessionLoginViewModel } from './session-login-view-model';
import { signOutOnSessionEnd } from './sign-out-on-session-end';
import type { TokenRotationGate } from './token-rotation-gate';

/** What the composition root binds for sign-in: the login views, the settings' logout, and the start of a visit. */
export interface SessionServices {
  readonly login: ReturnType<typeof createSessionLoginViewModel>;
  readonly settings: SettingsCommands;
  /**
   * /profile/init for the signed-in session; `rotateTokens` trades the refresh token first
   * (app start with a stored session, return to the foreground: 000 §4 "re-syncs tokens").
   */
  start(rotateTokens: boolean): Promise<InitSessionOutcome>;
  /** Ends the subscription to the request layer's session events. */
  readonly events: Subscription;
}

/**
 * Wires the session use cases once. `http` must read its credentials from `store` and go
 * through `rotationGate.authenticated`; `anonymousHttp` is the same client without
 * credentials (for /login/refresh). Every refresh runs through the gate: one at a time,
 * after the calls in flight, and a second one asked for meanwhile shares the first.
 * `onLoggedOut` goes to the login page (000 §4).
 */
export function createSessionServices(
  deps: ThirdPartyDeps & {
    readonly anonymousHttp: HttpPort;
    readonly sessionEvents: SessionEvents;
    readonly redirect: (url: string) => void;
    readonly onLoggedOut: () => void;
    readonly rotationGate: TokenRotationGate;
  },
): SessionServices {
  const refresh = () => deps.rotationGate.rotate(() => refreshSession(deps));
  return {
    login: createSessionLoginViewModel(deps),
    settings: {
      async logout() {
        await logout(deps);
        deps.onLoggedOut();
      },
    },
    start: (rotateTokens) => initSession({ http: deps.http, store: deps.store, ...(rotateTokens ? { refresh } : {}) }),
    events: signOutOnSessionEnd(deps.sessionEvents, deps.store),
  };
}
