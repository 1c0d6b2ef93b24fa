import { describe, expect, it } from 'vitest';
import { validateFeedback, type FeedbackDraft } from './feedback';

const complete: FeedbackDraft = { rating: 4, type: 'bug', text: ' The call froze ', screenshotCount: 0 };

describe('validateFeedback', () => {
  it('accepts a complete draft and trims its text', () => {
    expect(validateFeedback(complete)).toEqual({ ok: true, value: { rating: 4, type: 'bug', text: 'The call froze' } });
  });
  it('asks to complete the required fields when rating, type or text is missing', () => {
    const required = { ok: false, error: { code: 'FEEDBACK.REQUIRED_FIELDS' } };
    expect(validateFeedback({ ...complete, rating: 0 })).toEqual(required);
    expect(validateFeedback({ ...complete, type: null })).toEqual(required);
    expect(validateFeedback({ ...complete, text: '  ' })).toEqual(required);
  });
  it('accepts three screenshots and refuses four', () => {
    expect(validateFeedback({ ...complete, screenshotCount: 3 }).ok).toBe(true);
    expect(validateFeedback({ ...complete, screenshotCount: 4 })).toEqual({ ok: false, error: { code: 'FEEDBACK.TOO_MANY_SCREENSHOTS', max: 3 } });
  });
});
