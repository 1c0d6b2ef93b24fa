import type { HttpPort } from '../ports/http.port';

/**
 * Token rotation without lost requests (found by the simulator). Coming back to the foreground, the core sends /app/open with the current bearer token
 * and at the same time rotates the tokens (resync → /login/refresh). The server retires
 * the old token the moment it rotates, so /app/open — or any request in flight then
 * (/app/close, /user/check-device, /msg/sync) — can arrive with a dead token, get 401,
 * and sign the user out (the server's rotation grace covers this too; the gate keeps the
 * client correct on its own). Two quick returns to the front also send one refresh token twice;
 * the loser is refused and signs out as well.
 *
 * The gate: a rotation (the refresh use case, up to the store holding the new tokens)
 * waits until the authenticated requests in flight have answered and holds new ones until it
 * is done, so they read the new credentials; a rotation asked for while one runs shares
 * its outcome instead of spending the refresh token again.
 */
export interface TokenRotationGate {
  /** Wraps the client that sends the bearer token. */
  authenticated(http: HttpPort): HttpPort;
  /** Runs `refresh` alone (see above). */
  rotate<T>(refresh: () => Promise<T>): Promise<T>;
}

export function createTokenRotationGate(): TokenRotationGate {
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];
  let rotation: Promise<unknown> | null = null;

  const whenIdle = (): Promise<void> => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)));

  return {
    authenticated: (http) => ({
      async request(contract, payload) {
        // A failed rotation still opens the gate: the request then goes out with whatever the store holds.
        while (rotation !== null) await rotation.catch(() => undefined);
        inFlight += 1;
        try {
          return await http.request(contract, payload);
        } finally {
          inFlight -= 1;
          if (inFlight === 0) {
            const waiters = idleWaiters;
            idleWaiters = [];
            for (const wake of waiters) wake();
          }
        }
      },
    }),
    rotate<T>(refresh: () => Promise<T>): Promise<T> {
      rotation ??= whenIdle()
        .then(refresh)
        .finally(() => {
          rotation = null;
        });
      // A rotation in flight was started by this same use case, so it settles with a T.
      return rotation as Promise<T>;
    },
  };
}
