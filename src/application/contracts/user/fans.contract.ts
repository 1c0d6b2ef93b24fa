import { defineContract } from '../define-contract';
import { relationPagePayload, relationPageSchema } from './relation-page';

/**
 * /user/fans (ours; the Me tab's fans): the users who follow the caller, newest first. The
 * first page marks every follow seen, so fans_new drops to 0 (rows keep their `is_new`).
 */
export const userFansContract = defineContract({
  path: '/user/fans',
  payload: relationPagePayload,
  response: relationPageSchema,
});
