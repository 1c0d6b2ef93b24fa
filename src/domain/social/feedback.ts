/** Feedback screenshots, at most (001 §7 "Feedback screenshots"). */
export const FEEDBACK_MAX_IMAGES = 3;
/** The rating is 1 to this many stars (ours: the spec names a rating without a scale). */
export const FEEDBACK_RATING_MAX = 5;
/** Ours: the longest feedback text, characters. */
export const FEEDBACK_TEXT_MAX = 1_000;

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface FeedbackDraft {
  /** 0 while no star is chosen. */
  readonly rating: number;
  readonly type: string | null;
  readonly text: string;
  readonly imageCount: number;
}

export interface CheckedFeedback {
  readonly rating: number;
  readonly type: FeedbackType;
  /** The text without surrounding blanks. */
  readonly text: string;
}

export type FeedbackError = 'FEEDBACK.INCOMPLETE' | 'FEEDBACK.TOO_MANY_IMAGES' | 'FEEDBACK.TOO_LONG';

/**
 * Feedback ready to send (001 §3 "Feedback", §5): a rating of 1–5 stars, a type (bug,
 * suggestion, other) and a text are required — any missing is "Please complete all
 * required fields before submitting." — and at most 3 screenshots.
 */
export function checkFeedback(draft: FeedbackDraft): { readonly ok: true; readonly value: CheckedFeedback } | { readonly ok: false; readonly error: FeedbackError } {
  const text = draft.text.trim();
  const type = FEEDBACK_TYPES.find((each) => each === draft.type);
  const rated = Number.isInteger(draft.rating) && draft.rating >= 1 && draft.rating <= FEEDBACK_RATING_MAX;
  if (!rated || type === undefined || text === '') return { ok: false, error: 'FEEDBACK.INCOMPLETE' };
  if (text.length > FEEDBACK_TEXT_MAX) return { ok: false, error: 'FEEDBACK.TOO_LONG' };
  if (draft.imageCount > FEEDBACK_MAX_IMAGES) return { ok: false, error: 'FEEDBACK.TOO_MANY_IMAGES' };
  return { ok: true, value: { rating: draft.rating, type, text } };
}
