import { FEEDBACK_MAX_SCREENSHOTS } from '../constants';
import { validationFailure, validationOk, type ValidationResult } from './validation-error';

export type FeedbackType = 'bug' | 'suggestion' | 'other';

export interface FeedbackDraft {
  /** Stars given; 0 means not rated yet. */
  readonly rating: number;
  readonly type: FeedbackType | null;
  readonly text: string;
  readonly screenshotCount: number;
}

export interface Feedback {
  readonly rating: number;
  readonly type: FeedbackType;
  readonly text: string;
}

/** Feedback needs a rating, a type and a non-blank text; at most 3 screenshots. */
export function validateFeedback(draft: FeedbackDraft): ValidationResult<Feedback, 'FEEDBACK.REQUIRED_FIELDS' | 'FEEDBACK.TOO_MANY_SCREENSHOTS'> {
  const text = draft.text.trim();
  if (!(draft.rating > 0) || draft.type === null || text === '') return validationFailure({ code: 'FEEDBACK.REQUIRED_FIELDS' });
  if (draft.screenshotCount > FEEDBACK_MAX_SCREENSHOTS) return validationFailure({ code: 'FEEDBACK.TOO_MANY_SCREENSHOTS', max: FEEDBACK_MAX_SCREENSHOTS });
  return validationOk({ rating: draft.rating, type: draft.type, text });
}
