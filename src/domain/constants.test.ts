import { describe, expect, it } from 'vitest';
import { STICKER_PACKS } from './constants';
import { RECONNECT_DELAYS_MS } from './session/reconnect';
import { COMPRESSION_BANDS } from './media/compression';

describe('constants', () => {
  it('keeps compression bands in ascending size order so the first match is the tightest band', () => {
    const sizes = COMPRESSION_BANDS.map((b) => b.maxBytes);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });
  it('lists the spec reconnect delays 1 s, 3 s, 5 s', () => {
    expect(RECONNECT_DELAYS_MS).toEqual([1000, 3000, 5000]);
  });
  it('counts 13 sticker packs', () => {
    expect(Object.keys(STICKER_PACKS)).toHaveLength(13);
  });
});
