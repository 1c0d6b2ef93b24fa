import { feedbackSubmitContract } from '../../src/application/contracts/feedback/submit.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { checkFeedback } from '../../src/domain/social/feedback.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AppContext } from '../context.js';
import { saveFeedback } from './feedback-queries.js';

/** The form's own message for anything missing (001 §5). */
const INCOMPLETE = 'Please complete all required fields before submitting.';

/** /feedback/submit: stores the user's feedback when it passes the form's rule (domain checkFeedback). */
export const feedbackSubmitEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(feedbackSubmitContract, { auth: 'required' }, async (payload, caller) => {
    const photos = payload.photos ?? [];
    const checked = checkFeedback({ rating: payload.rating, type: payload.type, text: payload.text, imageCount: photos.length });
    if (!checked.ok) return refuse(RESULT_ERROR, checked.error === 'FEEDBACK.INCOMPLETE' ? INCOMPLETE : checked.error);
    const id = await saveFeedback(db, caller.uid, checked.value, photos, clock.now());
    return { ok: RESULT_SUCCESS, data: { feedback_id: id } };
  });
