import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PSEUDO_GROWTH, pseudoLocalize, pseudoLocalizeText } from './pseudo-localize';

const placeholder = fc.constantFrom('{{count}}', '{{name}}', '{{until, datetime}}', '<terms>', '</terms>');
const text = fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), placeholder), { maxLength: 8 }).map((parts) => parts.join(''));
const tokens = (s: string) => [...s.matchAll(/\{\{[^}]*\}\}|<\/?\w+>/g)].map((m) => m[0]);
const withoutTokens = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, '');

describe('pseudo-locale', () => {
  it('makes every text at least 40 % longer than English outside its placeholders', () => {
    fc.assert(
      fc.property(text, (source) => {
        const visible = [...withoutTokens(source)].length;
        expect([...withoutTokens(pseudoLocalizeText(source))].length).toBeGreaterThanOrEqual(Math.ceil(visible * (1 + PSEUDO_GROWTH)));
      }),
    );
  });

  it('keeps every placeholder and tag, in order', () => {
    fc.assert(
      fc.property(text, (source) => {
        expect(tokens(pseudoLocalizeText(source))).toEqual(tokens(source));
      }),
    );
  });

  it('leaves no plain ASCII letter outside the placeholders, so a hard-coded English text stands out', () => {
    fc.assert(
      fc.property(text, (source) => {
        expect(withoutTokens(pseudoLocalizeText(source))).not.toMatch(/[A-Za-z]/);
      }),
    );
  });

  it('turns a whole catalogue, plural groups included, without changing its keys or its input', () => {
    const catalogue = { a: 'Send', b: { coins_one: '{{count}} coin', coins_other: '{{count}} coins' } };
    const copy = structuredClone(catalogue);
    const out = pseudoLocalize(catalogue);
    expect(catalogue).toEqual(copy);
    expect(out).toEqual({ a: '⟦Šéñđ⟧', b: { coins_one: '⟦{{count}} çöîñ⟧', coins_other: '⟦{{count}} çöîñš·⟧' } });
  });
});
