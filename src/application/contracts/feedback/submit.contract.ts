import { z } from 'zod';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_RATING_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TYPES } from '../../../domain/social/feedback';
import { defineContract } from '../define-contract';

/**
 * /feedback/submit (ours; 001 §2 feedback pages, §3 "Feedback"): a rating of 1–5, a type,
 * the text and up to 3 screenshots already uploaded; stored for the operators
 * (`npm run admin -- feedback list`).
 */
export const feedbackSubmitContract = defineContract({
  path: '/feedback/submit',
  payload: z.object({
    rating: z.number().int().min(1).max(FEEDBACK_RATING_MAX),
    type: z.enum(FEEDBACK_TYPES),
    text: z.string().max(FEEDBACK_TEXT_MAX * 2),
    photos: z
      .array(z.object({ url: z.string().max(2_048), width: z.number().int().nonnegative(), height: z.number().int().nonnegative() }))
      .max(FEEDBACK_MAX_IMAGES)
      .optional(),
  }),
  response: z.object({ feedback_id: z.number().int().positive() }),
});
