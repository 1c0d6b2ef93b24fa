/** A game's recharge context is valid for 120 s (001 §9). */
export const GAME_RECHARGE_CONTEXT_MS = 120_000;

/** Saved when a game asks for a recharge, so the result can be passed back to it. */
export interface GameRechargeContext {
  readonly gameId: number;
  readonly savedAt: number;
}

export function createGameRechargeContext(gameId: number, now: number): GameRechargeContext {
  return { gameId, savedAt: now };
}

/**
 * A context is usable for 120 s after it was saved (inclusive). One saved "in the
 * future" (the clock went back) is not trusted either.
 */
export function isGameRechargeContextFresh(context: GameRechargeContext, now: number): boolean {
  const age = now - context.savedAt;
  return age >= 0 && age <= GAME_RECHARGE_CONTEXT_MS;
}

/** On return from the recharge flow: the context to answer the game with, or null when stale or absent. */
export function resolveGameRechargeContext(context: GameRechargeContext | null, now: number): GameRechargeContext | null {
  return context !== null && isGameRechargeContextFresh(context, now) ? context : null;
}
