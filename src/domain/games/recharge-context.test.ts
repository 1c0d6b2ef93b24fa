import { describe, expect, it } from 'vitest';
import { createGameRechargeContext, isGameRechargeContextFresh, resolveGameRechargeContext } from './recharge-context';

const saved = createGameRechargeContext(7, 1_000);

describe('game recharge context', () => {
  it('is fresh exactly 120 s after saving and stale one millisecond later', () => {
    expect(isGameRechargeContextFresh(saved, 121_000)).toBe(true);
    expect(isGameRechargeContextFresh(saved, 121_001)).toBe(false);
  });
  it('is not trusted when the clock reads before the save', () => {
    expect(isGameRechargeContextFresh(saved, 999)).toBe(false);
  });
  it('resolves to the context while fresh and to null when stale or absent', () => {
    expect(resolveGameRechargeContext(saved, 60_000)).toBe(saved);
    expect(resolveGameRechargeContext(saved, 200_000)).toBeNull();
    expect(resolveGameRechargeContext(null, 60_000)).toBeNull();
  });
});
