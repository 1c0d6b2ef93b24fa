import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SENSITIVE_TYPE } from '../constants';
import { normaliseScreeningText } from './normalise-text';
import { screenOutgoingText } from './screen-outgoing-text';
import type { ScreeningRules } from './screening-types';

/** Few letters so listed words really occur; no '*', which the mask itself is made of. */
const unit = fc.constantFrom('a', 'B', 'c', '1', '2', ' ', '+', '@', '.', 'İ');
const text = fc.string({ unit, maxLength: 40 });
const word = fc.string({ unit, minLength: 1, maxLength: 4 });
const wordLists = fc.array(
  fc.record({ type: fc.constantFrom(SENSITIVE_TYPE.words, SENSITIVE_TYPE.secondaryWords, SENSITIVE_TYPE.appStoreLink), words: fc.array(word, { maxLength: 5 }) }),
  { maxLength: 3 },
);
const rules = fc.record({ words: wordLists, privateChat: fc.boolean(), allowed: fc.boolean() });

describe('screening properties', () => {
  it('leaves no listed word in masked content', () => {
    fc.assert(fc.property(text, rules, (input, r: ScreeningRules) => {
      const content = normaliseScreeningText(screenOutgoingText(input, { ...r, allowed: false }).content);
      for (const list of r.words) for (const w of list.words) {
        const listed = normaliseScreeningText(w.trim());
        if (listed.length > 0) expect(content.includes(listed)).toBe(false);
      }
    }), { numRuns: 500 });
  });
  it('returns unflagged text unchanged and without the optional fields', () => {
    fc.assert(fc.property(text, rules, (input, r) => {
      const result = screenOutgoingText(input, r);
      if (!result.flagged) expect(result).toEqual({ flagged: false, content: input });
    }));
  });
  it('keeps the content equal to the input when the chat is allowed', () => {
    fc.assert(fc.property(text, rules, (input, r) => {
      expect(screenOutgoingText(input, { ...r, allowed: true }).content).toBe(input);
    }));
  });
  it('keeps the original in original_content and names the found text when flagged', () => {
    fc.assert(fc.property(text, rules, (input, r) => {
      const result = screenOutgoingText(input, r);
      if (!result.flagged) return;
      expect(result.original_content).toBe(input);
      expect(result.sensitive_text?.length).toBeGreaterThan(0);
      expect(typeof result.sensitive_type).toBe('number');
    }));
  });
  it('never throws on arbitrary unicode', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.array(fc.string({ unit: 'binary', maxLength: 4 }), { maxLength: 6 }), (input, words) => {
      const result = screenOutgoingText(input, { words: [{ type: 1, words }], privateChat: true });
      expect(typeof result.content).toBe('string');
    }));
  });
});
