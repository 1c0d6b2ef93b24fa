import { z } from 'zod';
import { defineContract } from '../define-contract';
import { momentSchema } from './moment';

/** Ours: moments per page. */
export const MOMENT_PAGE_SIZE = 18;

/**
 * /moment/list (ours): `uid` set — that user's moments (their own in every state but
 * deleted for the author, passed ones for anyone else); `uid` absent — the Discover
 * moments feed: passed moments of people the viewer follows first, then everyone's,
 * newest first, never from someone blocked either way. `cursor` is the previous page's.
 */
export const momentListContract = defineContract({
  path: '/moment/list',
  payload: z.object({
    uid: z.number().int().positive().optional(),
    cursor: z.string().max(100).optional(),
  }),
  response: z.object({ list: z.array(momentSchema), cursor: z.string().nullable() }),
});
