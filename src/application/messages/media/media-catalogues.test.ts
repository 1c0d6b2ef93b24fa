import { describe, expect, it } from 'vitest';
import { STICKER_PACKS } from '../../../domain';
import { BASIC_EMOJI, BASIC_EMOJI_COUNT } from './basic-emoji';
import { STICKER_PACK_LIST, stickerUrl } from './sticker-packs';

describe('basic emoji', () => {
  it('holds exactly 64 distinct emoji', () => {
    expect(BASIC_EMOJI).toHaveLength(BASIC_EMOJI_COUNT);
    expect(new Set(BASIC_EMOJI).size).toBe(BASIC_EMOJI_COUNT);
  });
});

describe('sticker packs', () => {
  it('lists the spec packs in order with their counts (cat 23 … valentine 22)', () => {
    expect(STICKER_PACK_LIST.map((pack) => [pack.id, pack.stickers.length])).toEqual(Object.entries(STICKER_PACKS));
    expect(STICKER_PACK_LIST.find((pack) => pack.id === 'labo')?.stickers).toHaveLength(42);
  });

  it('numbers stickers from 1 and points each at its own drawing', () => {
    const cat = STICKER_PACK_LIST[0]!;
    expect(cat.stickers[0]).toEqual({ packId: 'cat', stickerId: '1', url: '/stickers/cat/1.svg' });
    expect(cat.stickers.at(-1)?.url).toBe(stickerUrl('cat', 23));
    const urls = STICKER_PACK_LIST.flatMap((pack) => pack.stickers.map((s) => s.url));
    expect(new Set(urls).size).toBe(urls.length);
  });
});
