import { MS_PER_DAY } from '../constants';

/**
 * A viewer counts as a visitor of a user page once per UTC day (issue #13): opening the
 * same page again the same day changes nothing; the first open of a later day counts again
 * and makes the visit "new" for the visited user until they open their visitors.
 */
export const VISIT_COUNTS_ONCE_PER_MS = MS_PER_DAY;

/**
 * The start (epoch ms, UTC) of the period a visit at `at` counts in: a visit counts when
 * the viewer's last counted visit is older than this (or there is none).
 */
export function visitPeriodStart(at: number): number {
  return Math.floor(at / VISIT_COUNTS_ONCE_PER_MS) * VISIT_COUNTS_ONCE_PER_MS;
}
