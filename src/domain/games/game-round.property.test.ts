import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COIN_FLIP_RULES, GAME_STAKES, TAP_TARGET_RULES, checkGameRound, settleGameRound } from './game-round';

const rules = fc.constantFrom(COIN_FLIP_RULES, TAP_TARGET_RULES);

describe('game rounds (properties)', () => {
  it('pays the multiplier times the stake on a hit and nothing on a miss', () => {
    fc.assert(
      fc.property(rules, fc.constantFrom(...GAME_STAKES), fc.nat(2), fc.nat(2), (r, stake, choice, drawn) => {
        const outcome = settleGameRound(r, stake, choice % r.choices, drawn % r.choices);
        expect(outcome.payout).toBe(outcome.won ? stake * r.payoutMultiplier : 0);
        expect(outcome.won).toBe(choice % r.choices === drawn % r.choices);
      }),
    );
  });
  it('is fair: over every draw the payouts sum to the stakes', () => {
    fc.assert(
      fc.property(rules, fc.constantFrom(...GAME_STAKES), fc.nat(2), (r, stake, choice) => {
        const draws = Array.from({ length: r.choices }, (_, drawn) => settleGameRound(r, stake, choice % r.choices, drawn).payout);
        expect(draws.reduce((a, b) => a + b, 0)).toBe(stake * r.choices);
      }),
    );
  });
  it('accepts only the listed stakes and a choice inside the rules', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: -5, max: 100 }), fc.integer({ min: -2, max: 5 }), (r, stake, choice) => {
        const error = checkGameRound(r, stake, choice);
        const stakeOk = (GAME_STAKES as readonly number[]).includes(stake);
        const choiceOk = choice >= 0 && choice < r.choices;
        expect(error).toEqual(!stakeOk ? { code: 'GAME.BAD_STAKE' } : !choiceOk ? { code: 'GAME.BAD_CHOICE' } : null);
      }),
    );
  });
});
