import { defineContract } from '../define-contract';
import { relationPagePayload, relationPageSchema } from './relation-page';

/** /user/blacklist (ours; 001 §2 blocked-list): the users the caller blocked, newest block first. */
export const userBlacklistContract = defineContract({
  path: '/user/blacklist',
  payload: relationPagePayload,
  response: relationPageSchema,
});
