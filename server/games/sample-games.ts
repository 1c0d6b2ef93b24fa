import { COIN_FLIP_RULES, TAP_TARGET_RULES, type GameRules } from '../../src/domain/games/game-round.js';

/** A game shipped with the server: its page lives at `<games origin>/<slug>/`. */
export interface SampleGame {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly rules: GameRules;
  readonly sort: number;
}

/** The two sample games (issue #16): real enough to play, wagering through the ledger. */
export const SAMPLE_GAMES: readonly SampleGame[] = [
  { id: 1, slug: 'coin-flip', title: 'Coin Flip', rules: COIN_FLIP_RULES, sort: 1 },
  { id: 2, slug: 'tap-target', title: 'Tap the Target', rules: TAP_TARGET_RULES, sort: 2 },
];

export const sampleGameById = (id: number): SampleGame | undefined => SAMPLE_GAMES.find((game) => game.id === id);
