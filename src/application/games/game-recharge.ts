import { filter, type Observable, type Subscription } from 'rxjs';
import { z } from 'zod';
import { RECHARGE_FROM_TYPE } from '../../domain/constants';
import { createGameRechargeContext, resolveGameRechargeContext, type GameRechargeContext } from '../../domain/games/recharge-context';
import type { CheckoutOutcome } from '../payments/checkout-outcome';
import type { RechargeRequests } from '../payments/recharge-requests';
import type { StoragePort } from '../ports/storage.port';
import type { RechargeResult } from './bridge-messages';

/** Storage key of the saved recharge context (per user): it outlives a page reload on the way through a 3-D Secure redirect. */
export const GAME_RECHARGE_KEY = 'game.recharge-context';

const contextSchema = z.object({ gameId: z.number().int().positive(), savedAt: z.number() });

export interface GameRechargeDeps {
  readonly storage: StoragePort;
  readonly uid: () => number | null;
  readonly now: () => number;
  readonly recharge: Pick<RechargeRequests, 'openRecharge'>;
  readonly outcomes$: Observable<CheckoutOutcome>;
}

export interface GameRecharge {
  /** A game asked for coins: save the context with its time and open the recharge flow (001 §4). */
  request(gameId: number, coins?: number): void;
  /** The result waiting for game `gameId` (its context still fresh), taken once; null when none. */
  take(gameId: number): RechargeResult | null;
  /** Notified each time a result arrives for a game, so an open frame can take it at once. */
  onResult(listener: (gameId: number) => void): () => void;
  dispose(): void;
}

function resultOf(outcome: CheckoutOutcome): RechargeResult {
  return outcome.kind === 'succeeded'
    ? { success: true, newBalance: outcome.balance ?? null, orderId: outcome.orderNo ?? null, error: null }
    : { success: false, newBalance: null, orderId: outcome.orderNo ?? null, error: outcome.kind };
}

/**
 * In-game recharge (001 §4 "Game payment"): the request saves a context with a timestamp
 * and opens the recharge flow; the checkout's outcome becomes the result the game is told
 * on return, and the context is cleared. A context older than 120 s is discarded, and a
 * payment that ended without success (a timeout among them) clears it too, with a
 * failure result the game can show.
 */
export function createGameRecharge(deps: GameRechargeDeps): GameRecharge {
  const results = new Map<number, { readonly result: RechargeResult; readonly context: GameRechargeContext }>();
  const listeners = new Set<(gameId: number) => void>();

  const saved = (): GameRechargeContext | null => {
    const uid = deps.uid();
    if (uid === null) return null;
    const parsed = contextSchema.safeParse(deps.storage.read(GAME_RECHARGE_KEY, uid));
    return parsed.success ? parsed.data : null;
  };
  const clear = () => {
    const uid = deps.uid();
    if (uid !== null) deps.storage.remove(GAME_RECHARGE_KEY, uid);
  };

  const subscription: Subscription = deps.outcomes$
    .pipe(filter((outcome) => outcome.fromType === RECHARGE_FROM_TYPE.gameRecharge && outcome.kind !== 'started'))
    .subscribe((outcome) => {
      const context = resolveGameRechargeContext(saved(), deps.now());
      clear();
      if (context === null) return;
      results.set(context.gameId, { result: resultOf(outcome), context });
      for (const listener of listeners) listener(context.gameId);
    });

  return {
    request(gameId, coins) {
      const uid = deps.uid();
      if (uid !== null) deps.storage.write(GAME_RECHARGE_KEY, createGameRechargeContext(gameId, deps.now()), uid);
      deps.recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.gameRecharge, ...(coins !== undefined && { needCoins: coins }) });
    },
    take(gameId) {
      const waiting = results.get(gameId);
      results.delete(gameId);
      if (waiting === undefined) return null;
      return resolveGameRechargeContext(waiting.context, deps.now()) === null ? null : waiting.result;
    },
    onResult(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      subscription.unsubscribe();
      listeners.clear();
    },
  };
}
