import { defineContract } from '../define-contract';
import { relationPagePayload, relationPageSchema } from './relation-page';

/** /user/followings (ours; 001 §2 my-followings): the users the caller follows, newest follow first, a page at a time. */
export const userFollowingsContract = defineContract({
  path: '/user/followings',
  payload: relationPagePayload,
  response: relationPageSchema,
});
