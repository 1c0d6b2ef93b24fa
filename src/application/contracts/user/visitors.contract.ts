import { defineContract } from '../define-contract';
import { relationPagePayload, relationPageSchema } from './relation-page';

/**
 * /user/visitors (ours; the Me tab's visitors): who opened the caller's user page, latest
 * counted visit first. The first page marks every visit seen, so visitor_new drops to 0.
 */
export const userVisitorsContract = defineContract({
  path: '/user/visitors',
  payload: relationPagePayload,
  response: relationPageSchema,
});
