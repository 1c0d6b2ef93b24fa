import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type ActionName } from '../../sim/actions/action.js';
import { parseSimArgs, SIM_MAX_MIX_WEIGHT } from '../../sim/options.js';
import { drawWeights, nextAction } from '../../sim/schedule.js';

/*
 * --mix: a run weighted to some flows (issue #17: a match-heavy run at small N to trace the
 * match calls that never connected), drawn from the same schedule as any run.
 */

const mixArb = fc.dictionary(fc.constantFrom(...ACTION_NAMES), fc.integer({ min: 1, max: SIM_MAX_MIX_WEIGHT }), { minKeys: 1 });
const mixText = (mix: Partial<Record<ActionName, number>>) => Object.entries(mix).map(([name, weight]) => `${name}=${weight}`).join(',');

describe('--mix', () => {
  it('reads any set of known actions with whole weights from 1 to the bound', () => {
    fc.assert(
      fc.property(mixArb, (mix) => {
        expect(parseSimArgs(['--mix', mixText(mix)], 1)).toMatchObject({ ok: true, options: { mix } });
      }),
    );
  });

  it('refuses an unknown action, a weight of 0, a fraction or past the bound, a repeated name, and anything malformed', () => {
    for (const mix of ['fly=1', 'match=0', 'match=1.5', `match=${SIM_MAX_MIX_WEIGHT + 1}`, 'match=1,match=2', 'match', 'match=1=2', '', 'match=1,']) {
      expect(parseSimArgs(['--mix', mix], 1), mix).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    }
  });

  it('is absent unless given: the usual draws', () => {
    const parsed = parseSimArgs([], 1);
    expect(parsed.ok && parsed.options.mix).toBeUndefined();
  });

  it('makes a role draw only the named actions of its own, in proportion to their weights; a role with none named keeps its usual draws', () => {
    fc.assert(
      fc.property(mixArb, fc.boolean(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (mix, isHost, draw) => {
        const usual = drawWeights(isHost);
        const own = usual.filter(([name]) => mix[name] !== undefined);
        const weights = drawWeights(isHost, mix);
        expect(weights).toEqual(own.length > 0 ? own.map(([name]) => [name, mix[name]]) : usual);
        expect(weights.map(([name]) => name)).toContain(nextAction(isHost, () => draw, mix));
      }),
    );
  });

  it('draws nothing but matches for members under match=1, while hosts go on as usual', () => {
    const random = () => 0.999;
    expect(nextAction(false, random, { match: 1 })).toBe('match');
    expect(nextAction(false, () => 0, { match: 1 })).toBe('match');
    expect(drawWeights(true, { match: 1 })).toEqual(drawWeights(true));
  });
});
