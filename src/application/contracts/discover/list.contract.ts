import { z } from 'zod';
import { DISCOVER_PAGE_SIZE } from '../../../domain';
import { defineContract } from '../define-contract';
import { discoverCardSchema } from './discover-card';

/** Who the viewer wants to see; absent fields do not narrow. */
export const discoverFilterSchema = z.object({
  /** 1 male, 2 female (users.sex). */
  sex: z.union([z.literal(1), z.literal(2)]).optional(),
  /** An ISO 3166-1 country code, or an area id of /other/region. */
  country: z.string().regex(/^[A-Z]{2}$/).optional(),
  area: z.string().regex(/^[A-Z0-9]{2,3}$/).optional(),
  /** An ISO 639-1 code of SPOKEN_LANGUAGES. */
  language: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

export type DiscoverFilter = z.infer<typeof discoverFilterSchema>;

/**
 * /discover/list (ours): a page of the Discover feed — online hosts first, then by
 * popularity and recency — without the viewer, hidden profiles, banned users and anyone
 * blocked either way. `cursor` is the previous page's answer (omit it for the first page):
 * it pins the feed's order as it was when the first page was read, so scrolling neither
 * repeats nor skips anyone while ranks move; pull-to-refresh starts over.
 */
export const discoverListContract = defineContract({
  path: '/discover/list',
  payload: discoverFilterSchema.extend({
    cursor: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(DISCOVER_PAGE_SIZE).default(DISCOVER_PAGE_SIZE),
  }),
  response: z.object({ list: z.array(discoverCardSchema), cursor: z.string().nullable() }),
});
