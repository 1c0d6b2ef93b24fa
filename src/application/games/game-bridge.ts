import { BehaviorSubject } from 'rxjs';
import type { z } from 'zod';
import { GAME_CALL_TIMEOUT_MS, nextGameMessageRetryDelay } from '../../domain/games/message-retry';
import type { LiveState } from '../live-state';
import type { GameWindowPort, WindowMessage } from '../ports/game-window.port';
import {
  BRIDGE_CHANNEL,
  BRIDGE_VERSION,
  bridgeMessageSchema,
  gameCallParams,
  type BridgeErrorCode,
  type GameCallMethod,
  type RechargeResult,
} from './bridge-messages';

export type BridgeResult = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: BridgeErrorCode } };

/** How many messages the bridge acted on and how many it ignored (another origin or window, a bad shape). */
export interface BridgeStats {
  readonly handled: number;
  readonly ignored: number;
  /** The game has called in once: its window is initialized. */
  readonly ready: boolean;
}

export type GameCallHandlers = { readonly [M in GameCallMethod]: (params: z.infer<(typeof gameCallParams)[M]>) => Promise<Record<string, unknown>> };

export interface GameBridgeDeps {
  readonly window: GameWindowPort;
  /** The frame's window right now (null before it exists or after it is gone). */
  readonly frame: () => unknown;
  /** The game's registered origin: the only one heard and posted to. */
  readonly origin: string;
  readonly handlers: GameCallHandlers;
  /** Runs `run` after `ms`; answers the cancel. */
  readonly schedule: (run: () => void, ms: number) => () => void;
  readonly newId: () => string;
}

export interface GameBridge {
  readonly stats$: LiveState<BridgeStats>;
  /** Tells the game a payment's result; waits (3 s ticks, 3 retries) while its window is not initialized. */
  rechargeSuccess(result: RechargeResult): Promise<BridgeResult>;
  destroy(): void;
}

interface Pending {
  readonly settle: (result: BridgeResult) => void;
  readonly cancel: () => void;
}

/**
 * The app's side of the game frame channel (001 §7, ADR 0010). A message is handled only
 * when its origin is the game's registered origin AND its sender is the frame's own
 * window AND it passes its schema; everything else is ignored and counted. Posts go to
 * the frame's window for that origin only, so the browser drops them if the frame has
 * navigated elsewhere.
 */
export function createGameBridge(deps: GameBridgeDeps): GameBridge {
  const stats$ = new BehaviorSubject<BridgeStats>({ handled: 0, ignored: 0, ready: false });
  const pending = new Map<string, Pending>();
  let destroyed = false;

  const count = (field: 'handled' | 'ignored', ready = stats$.getValue().ready) => {
    const stats = stats$.getValue();
    stats$.next({ ...stats, [field]: stats[field] + 1, ready });
  };
  const post = (data: unknown) => deps.window.post(deps.frame(), data, deps.origin);
  const reply = (id: string, outcome: { ok: true; result: Record<string, unknown> } | { ok: false; error: BridgeErrorCode }) =>
    post({ channel: BRIDGE_CHANNEL, v: BRIDGE_VERSION, kind: 'reply', id, ...outcome });

  const onMessage = (message: WindowMessage) => {
    const frame = deps.frame();
    if (destroyed || frame === null || message.source !== frame || message.origin !== deps.origin) return count('ignored');
    const parsed = bridgeMessageSchema.safeParse(message.data);
    if (!parsed.success) return count('ignored');
    const data = parsed.data;
    if (data.kind === 'reply') {
      const call = pending.get(data.id);
      if (call === undefined) return count('ignored');
      pending.delete(data.id);
      call.cancel();
      count('handled');
      return call.settle(data.ok ? { ok: true } : { ok: false, error: { code: data.error === 'GAME.NO_HANDLER' ? 'GAME.NO_HANDLER' : 'GAME.FAILED' } });
    }
    if (!Object.hasOwn(gameCallParams, data.method)) {
      count('ignored');
      return reply(data.id, { ok: false, error: 'GAME.NO_HANDLER' });
    }
    const method = data.method as GameCallMethod;
    const params = gameCallParams[method].safeParse(data.params ?? {});
    if (!params.success) return count('ignored');
    count('handled', true);
    const handler = deps.handlers[method] as (params: unknown) => Promise<Record<string, unknown>>;
    handler(params.data).then(
      (result) => !destroyed && reply(data.id, { ok: true, result }),
      () => !destroyed && reply(data.id, { ok: false, error: 'GAME.FAILED' }),
    );
  };
  const unlisten = deps.window.listen(onMessage);

  const send = (method: string, params: unknown): Promise<BridgeResult> =>
    new Promise((resolve) => {
      const id = deps.newId();
      const cancel = deps.schedule(() => {
        pending.delete(id);
        resolve({ ok: false, error: { code: 'GAME.TIMEOUT' } });
      }, GAME_CALL_TIMEOUT_MS);
      pending.set(id, { settle: resolve, cancel });
      post({ channel: BRIDGE_CHANNEL, v: BRIDGE_VERSION, kind: 'call', id, method, params });
    });

  /** Sends once the game's window is initialized, retrying on the 3 s tick (001 §9). */
  const call = (method: string, params: unknown, retriesDone = 0): Promise<BridgeResult> => {
    if (destroyed) return Promise.resolve({ ok: false, error: { code: 'GAME.DESTROYED' } });
    if (deps.frame() === null) return Promise.resolve({ ok: false, error: { code: 'GAME.NOT_AVAILABLE' } });
    if (stats$.getValue().ready) return send(method, params);
    const delay = nextGameMessageRetryDelay(retriesDone);
    if (delay === null) return Promise.resolve({ ok: false, error: { code: 'GAME.MAX_RETRIES' } });
    return new Promise((resolve) => deps.schedule(() => void call(method, params, retriesDone + 1).then(resolve), delay));
  };

  return {
    stats$,
    rechargeSuccess: (result) => call('rechargeSuccess', result),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unlisten();
      for (const call of pending.values()) {
        call.cancel();
        call.settle({ ok: false, error: { code: 'GAME.DESTROYED' } });
      }
      pending.clear();
    },
  };
}
