import { describe, expect, it } from 'vitest';
import { gameAreaHeight } from './game-area';

describe('gameAreaHeight', () => {
  it('makes a 320 px wide frame 510 px tall', () => {
    expect(gameAreaHeight(320)).toBe(510);
  });
  it('makes a 375 px wide frame 597.65625 px tall', () => {
    expect(gameAreaHeight(375)).toBe(597.65625);
  });
});
