import { sql, type Selectable } from 'kysely';
import { RANKING_BOARD_CODE, RANKING_COUNT_CAP, type RankingBoard } from '../../src/domain/index.js';
import type { UsersTable } from '../db/schema.js';
import type { DiscoverDatabase } from './discover-tables.js';

export interface BoardRow extends Selectable<UsersTable> {
  readonly coins: number;
}

export interface Board {
  readonly periodKind: number;
  readonly periodStart: number;
  readonly board: RankingBoard;
}

/** Only hosts are on the girls' board; anyone who spent is on the guys'. */
const eligible = (board: RankingBoard) => (board === 'girls' ? sql<boolean>`u.is_host` : sql<boolean>`true`);

/** The top `limit` of a board, coins down then uid up: a walk down ranking_totals_top_idx. */
export async function boardTop(db: DiscoverDatabase, board: Board, limit: number): Promise<BoardRow[]> {
  return db
    .selectFrom('ranking_totals as t')
    .innerJoin('users as u', 'u.uid', 't.uid')
    .selectAll('u')
    .select('t.coins')
    .where('t.period_kind', '=', board.periodKind)
    .where('t.period_start', '=', board.periodStart)
    .where('t.board', '=', RANKING_BOARD_CODE[board.board])
    .where('t.coins', '>', 0)
    .where(eligible(board.board))
    .orderBy('t.coins', 'desc')
    .orderBy('t.uid', 'asc')
    .limit(limit)
    .execute();
}

/** A user's figure on a board (0 when absent). */
export async function boardCoinsOf(db: DiscoverDatabase, board: Board, uid: number): Promise<number> {
  const row = await db
    .selectFrom('ranking_totals')
    .select('coins')
    .where('period_kind', '=', board.periodKind)
    .where('period_start', '=', board.periodStart)
    .where('board', '=', RANKING_BOARD_CODE[board.board])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.coins ?? 0;
}

/**
 * How many eligible rows come before (`coins`, `uid`), counted up to RANKING_COUNT_CAP so a
 * low place costs no more than a high one: a walk of at most that many entries of
 * ranking_totals_top_idx. On the guys' board every row is eligible (users are never
 * deleted), so the walk reads the index alone; on the girls' board each row's host flag
 * is one primary-key probe, written as a per-row subquery so that the planner cannot turn
 * it into reading every host first.
 */
export async function placesAhead(db: DiscoverDatabase, board: Board, coins: number, uid: number): Promise<number> {
  const ahead = db
    .selectFrom('ranking_totals as t')
    .select('t.uid')
    .where('t.period_kind', '=', board.periodKind)
    .where('t.period_start', '=', board.periodStart)
    .where('t.board', '=', RANKING_BOARD_CODE[board.board])
    .where((eb) => eb.or([eb('t.coins', '>', coins), eb.and([eb('t.coins', '=', coins), eb('t.uid', '<', uid)])]))
    .where(board.board === 'girls' ? sql<boolean>`(select u.is_host from users u where u.uid = t.uid)` : sql<boolean>`true`)
    // In the index's order, so the walk stops at the cap (unordered, the planner gathers every richer row first).
    .orderBy('t.coins', 'desc')
    .orderBy('t.uid', 'asc')
    .limit(RANKING_COUNT_CAP);
  const row = await db.selectFrom(ahead.as('a')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The viewer's own row, for their pinned place on a board. */
export async function findRankedUser(db: DiscoverDatabase, uid: number) {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}
