import { describe, expect, it } from 'vitest';
import { freeCoinsCard } from './free-coins';

describe('freeCoinsCard', () => {
  it('hides the card when after_time is −1', () => {
    expect(freeCoinsCard(-1, 0, 0)).toEqual({ kind: 'hidden' });
  });
  it('is claimable when the cooldown is zero', () => {
    expect(freeCoinsCard(0, 0, 0)).toEqual({ kind: 'claimable' });
  });
  it('is claimable when the cooldown is below zero (other than −1)', () => {
    expect(freeCoinsCard(-5, 0, 0)).toEqual({ kind: 'claimable' });
  });
  it('counts down from the fetched cooldown as time passes', () => {
    expect(freeCoinsCard(60, 1_000, 1_000)).toEqual({ kind: 'cooldown', remainingSeconds: 60 });
    expect(freeCoinsCard(60, 1_000, 31_000)).toEqual({ kind: 'cooldown', remainingSeconds: 30 });
  });
  it('still refuses one millisecond before the cooldown ends and allows it at the end', () => {
    expect(freeCoinsCard(60, 0, 59_999)).toEqual({ kind: 'cooldown', remainingSeconds: 1 });
    expect(freeCoinsCard(60, 0, 60_000)).toEqual({ kind: 'claimable' });
  });
  it('ignores a clock that went backwards since the fetch', () => {
    expect(freeCoinsCard(10, 5_000, 0)).toEqual({ kind: 'cooldown', remainingSeconds: 10 });
  });
});
