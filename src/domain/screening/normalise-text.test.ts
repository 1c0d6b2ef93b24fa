import { describe, expect, it } from 'vitest';
import { normaliseForScreening, normaliseScreeningText } from './normalise-text';
import { toOriginalSpan } from './text-view';

describe('normaliseScreeningText', () => {
  it('removes spacing between digits so a spaced-out number reads as one', () => {
    expect(normaliseScreeningText('call 1 2  3\t4')).toBe('call 1234');
  });
  it('removes spacing after a plus sign that precedes a digit', () => {
    expect(normaliseScreeningText('+ 44 7')).toBe('+447');
  });
  it('keeps spacing that separates words or a digit from a letter', () => {
    expect(normaliseScreeningText('room 12 b')).toBe('room 12 b');
  });
  it('lowercases and folds full-width digits, plus and at-sign to ASCII', () => {
    expect(normaliseScreeningText('HeLLo ＋１２＠X')).toBe('hello +12@x');
  });
  it('returns an empty text for an empty text', () => {
    expect(normaliseScreeningText('')).toBe('');
  });
  it('keeps a lone surrogate instead of throwing', () => {
    expect(normaliseScreeningText('\uD800A')).toBe('\uD800a');
  });
});

describe('normaliseForScreening', () => {
  it('maps a normalised range back to the original characters, spaces included', () => {
    const view = normaliseForScreening('no: 1 2 3!');
    const from = view.text.indexOf('123');
    expect(toOriginalSpan(view, { from, to: from + 3 })).toEqual({ from: 4, to: 9 });
  });
  it('maps every unit of a lowercase expansion to the one original character', () => {
    const view = normaliseForScreening('İx');
    expect(view.text.length).toBe(3);
    expect(toOriginalSpan(view, { from: 1, to: 2 })).toEqual({ from: 0, to: 1 });
    expect(toOriginalSpan(view, { from: 2, to: 3 })).toEqual({ from: 1, to: 2 });
  });
});
