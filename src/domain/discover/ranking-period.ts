import { MS_PER_DAY } from '../constants';

/**
 * Ranking periods (spec 000 §9: daily and weekly). Both turn over at midnight UTC, the
 * week on Monday (ISO 8601), so every viewer in every timezone sees the same board
 * (ADR 0008).
 */
export const RANKING_PERIODS = ['daily', 'weekly'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** The wire and database code of each period. */
export const RANKING_PERIOD_KIND: Readonly<Record<RankingPeriod, number>> = { daily: 1, weekly: 2 };

export const DAYS_PER_WEEK = 7;
/** 1 January 1970 was a Thursday: three days after the Monday that starts its ISO week. */
const EPOCH_DAYS_AFTER_MONDAY = 3;

/** The first millisecond (UTC) of the period that holds `at`. */
export function periodStart(period: RankingPeriod, at: number): number {
  const day = Math.floor(at / MS_PER_DAY);
  if (period === 'daily') return day * MS_PER_DAY;
  const monday = day - ((((day + EPOCH_DAYS_AFTER_MONDAY) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK);
  return monday * MS_PER_DAY;
}

/** The boards: girls are hosts by coins received, guys users by coins spent. */
export const RANKING_BOARDS = ['girls', 'guys'] as const;
export type RankingBoard = (typeof RANKING_BOARDS)[number];
export const RANKING_BOARD_CODE: Readonly<Record<RankingBoard, number>> = { girls: 1, guys: 2 };

/** How many rows a board lists (issue #14: top 50). */
export const RANKING_TOP = 50;
/** A viewer further down than this sees "999+": counting higher would cost with the user base. */
export const RANKING_COUNT_CAP = 999;
