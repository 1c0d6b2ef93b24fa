import { describe, expect, it } from 'vitest';
import { findDigitRuns, findEmails, findHandles, findPlusNumbers, SCREEN_DIGIT_RUN, SCREEN_PLUS_DIGITS } from './contact-patterns';

const digits = (n: number): string => '1234567890'.repeat(2).slice(0, n);
const found = (text: string, spans: { from: number; to: number }[]): string[] => spans.map((s) => text.slice(s.from, s.to));

describe('contact patterns', () => {
  it(`finds a run of exactly ${SCREEN_DIGIT_RUN} digits and not one of ${SCREEN_DIGIT_RUN - 1}`, () => {
    expect(findDigitRuns(`a${digits(SCREEN_DIGIT_RUN)}b`)).toEqual([{ from: 1, to: 1 + SCREEN_DIGIT_RUN }]);
    expect(findDigitRuns(`a${digits(SCREEN_DIGIT_RUN - 1)}b`)).toEqual([]);
  });
  it(`finds '+' with exactly ${SCREEN_PLUS_DIGITS} digits and not with ${SCREEN_PLUS_DIGITS - 1}`, () => {
    expect(findPlusNumbers(`+${digits(SCREEN_PLUS_DIGITS)}`)).toEqual([{ from: 0, to: 1 + SCREEN_PLUS_DIGITS }]);
    expect(findPlusNumbers(`+${digits(SCREEN_PLUS_DIGITS - 1)} x`)).toEqual([]);
  });
  it('finds a handle and leaves a sentence-ending dot outside it', () => {
    const text = 'dm @anna_b.k. or @ alone';
    expect(found(text, findHandles(text))).toEqual(['@anna_b.k']);
  });
  it('finds an address spaced around @ and dots without swallowing the neighbouring words', () => {
    const text = 'write anna.b @ mail . com please';
    expect(found(text, findEmails(text))).toEqual(['anna.b @ mail . com']);
  });
  it('needs a dot and a top-level domain of two letters or more', () => {
    expect(findEmails('a@b')).toEqual([]);
    expect(findEmails('a@b.c')).toEqual([]);
    expect(findEmails('a@.io')).toEqual([]);
    expect(findEmails('a@b..io')).toEqual([]);
    expect(found('a@b.io.', findEmails('a@b.io.'))).toEqual(['a@b.io']);
  });
  it('does not take an address for one without a local part', () => {
    expect(findEmails('@mail.com')).toEqual([]);
  });
  it('stays fast on a long text of letters with many at-signs', () => {
    const text = `${'a'.repeat(100_000)}${'@b'.repeat(20_000)}`;
    const started = performance.now();
    findEmails(text);
    findHandles(text);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
