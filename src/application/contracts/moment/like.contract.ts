import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /moment/like (ours): likes a passed moment; liking twice is liking once. Answers the count. */
export const momentLikeContract = defineContract({
  path: '/moment/like',
  payload: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int().positive(), like_count: z.number().int().nonnegative(), liked: z.literal(1) }),
});
