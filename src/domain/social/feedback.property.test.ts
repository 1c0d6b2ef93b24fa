import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFeedback, FEEDBACK_MAX_IMAGES, FEEDBACK_RATING_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TYPES } from './feedback';

const complete = fc.record({
  rating: fc.integer({ min: 1, max: FEEDBACK_RATING_MAX }),
  type: fc.constantFrom(...FEEDBACK_TYPES),
  text: fc.string({ minLength: 1, maxLength: 50 }).filter((text) => text.trim() !== ''),
  imageCount: fc.integer({ min: 0, max: FEEDBACK_MAX_IMAGES }),
});

describe('feedback', () => {
  it('accepts any complete feedback with up to 3 screenshots, text trimmed', () => {
    fc.assert(
      fc.property(complete, (draft) => {
        expect(checkFeedback(draft)).toEqual({ ok: true, value: { rating: draft.rating, type: draft.type, text: draft.text.trim() } });
      }),
    );
  });

  it('asks to complete all required fields when the rating, the type or the text is missing', () => {
    fc.assert(
      fc.property(complete, fc.constantFrom('rating', 'type', 'text'), (draft, missing) => {
        const broken = { ...draft, ...(missing === 'rating' ? { rating: 0 } : missing === 'type' ? { type: null } : { text: '   ' }) };
        expect(checkFeedback(broken)).toEqual({ ok: false, error: 'FEEDBACK.INCOMPLETE' });
      }),
    );
  });

  it('refuses a rating outside 1–5, more than 3 screenshots and a text too long', () => {
    fc.assert(
      fc.property(complete, fc.integer({ min: FEEDBACK_RATING_MAX + 1, max: 1_000 }), fc.integer({ min: FEEDBACK_MAX_IMAGES + 1, max: 50 }), (draft, rating, images) => {
        expect(checkFeedback({ ...draft, rating }).ok).toBe(false);
        expect(checkFeedback({ ...draft, imageCount: images })).toEqual({ ok: false, error: 'FEEDBACK.TOO_MANY_IMAGES' });
        expect(checkFeedback({ ...draft, text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) })).toEqual({ ok: false, error: 'FEEDBACK.TOO_LONG' });
      }),
    );
  });
});
