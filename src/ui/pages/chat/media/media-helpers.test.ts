import { describe, expect, it } from 'vitest';
import { stickerUrlOf } from './StickerBubble';
import { formatClock } from './use-audio-player';

describe('formatClock', () => {
  it('writes minutes and two-digit seconds, flooring fractions and never going negative', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('stickerUrlOf', () => {
  it('reads our url field first, then the older names, and gives empty text without any', () => {
    expect(stickerUrlOf({ url: '/stickers/cat/1.svg', image_url: '/x' })).toBe('/stickers/cat/1.svg');
    expect(stickerUrlOf({ sticker_url: '/s' })).toBe('/s');
    expect(stickerUrlOf({ image_url: '', icon: '/i' })).toBe('/i');
    expect(stickerUrlOf({ url: 5 })).toBe('');
  });
});
