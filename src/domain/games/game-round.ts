/**
 * One round of a sample game (ours; the spec leaves the games themselves to their
 * makers). The player stakes coins on one of `choices` outcomes, the server draws one,
 * and a hit pays `payoutMultiplier` × the stake. With the multiplier equal to the number
 * of choices a round is fair: the house neither wins nor loses on average.
 */
export interface GameRules {
  readonly choices: number;
  readonly payoutMultiplier: number;
}

/** Coin flip: heads or tails, a hit pays double. */
export const COIN_FLIP_RULES: GameRules = { choices: 2, payoutMultiplier: 2 };
/** Tap the target: one of three targets is live, a hit pays triple. */
export const TAP_TARGET_RULES: GameRules = { choices: 3, payoutMultiplier: 3 };

/** The stakes a player may choose, in coins. */
export const GAME_STAKES = [10, 20, 50] as const;

export type GameRoundError = { readonly code: 'GAME.BAD_STAKE' } | { readonly code: 'GAME.BAD_CHOICE' };

export interface GameRoundOutcome {
  readonly won: boolean;
  /** Coins paid back to the player: 0 on a miss. */
  readonly payout: number;
}

/** Is this a stake and a choice the rules accept? */
export function checkGameRound(rules: GameRules, stake: number, choice: number): GameRoundError | null {
  if (!(GAME_STAKES as readonly number[]).includes(stake)) return { code: 'GAME.BAD_STAKE' };
  if (!Number.isInteger(choice) || choice < 0 || choice >= rules.choices) return { code: 'GAME.BAD_CHOICE' };
  return null;
}

/** The round's result once the server has drawn `drawn` (0 ≤ drawn < choices). */
export function settleGameRound(rules: GameRules, stake: number, choice: number, drawn: number): GameRoundOutcome {
  const won = choice === drawn;
  return { won, payout: won ? stake * rules.payoutMultiplier : 0 };
}
