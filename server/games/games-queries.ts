import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { gamesDb, type GameRoundsTable } from './games-tables.js';
import type { SampleGame } from './sample-games.js';

/** The games' SQL (their tables are this module's own). */

/** Writes the sample games with their links; a changed link or title moves the list's version. */
export async function upsertSampleGames(db: Kysely<Database>, games: readonly SampleGame[], linkOf: (game: SampleGame) => string, now: number): Promise<void> {
  const gdb = gamesDb(db);
  for (const game of games) {
    const row = { id: game.id, title: game.title, link: linkOf(game), sort: game.sort, enabled: true };
    const existing = await gdb.selectFrom('games').select(['title', 'link', 'sort', 'enabled']).where('id', '=', game.id).executeTakeFirst();
    if (existing === undefined) {
      await gdb.insertInto('games').values({ ...row, updated_at: now }).execute();
    } else if (existing.title !== row.title || existing.link !== row.link || existing.sort !== row.sort || !existing.enabled) {
      await gdb.updateTable('games').set({ ...row, updated_at: now }).where('id', '=', game.id).execute();
    }
  }
}

export interface GameRow {
  readonly id: number;
  readonly title: string;
  readonly link: string;
  readonly icon: string;
}

export async function listEnabledGames(db: Kysely<Database>): Promise<{ version: number; games: readonly GameRow[] }> {
  const gdb = gamesDb(db);
  const games = await gdb.selectFrom('games').select(['id', 'title', 'link', 'icon', 'updated_at']).where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
  const version = games.reduce((max, game) => Math.max(max, Number(game.updated_at)), 0);
  return { version, games: games.map(({ id, title, link, icon }) => ({ id, title, link, icon })) };
}

export async function findEnabledGame(db: Kysely<Database>, gameId: number): Promise<GameRow | undefined> {
  return db.selectFrom('games').select(['id', 'title', 'link', 'icon']).where('id', '=', gameId).where('enabled', '=', true).executeTakeFirst();
}

export async function insertGameSession(db: Kysely<Database>, session: { id: string; gameId: number; uid: number; now: number }): Promise<void> {
  await db
    .insertInto('game_sessions')
    .values({ id: session.id, game_id: session.gameId, uid: session.uid, started_at: session.now, last_heartbeat_at: session.now, ended_at: null })
    .execute();
}

export interface GameSessionRow {
  readonly id: string;
  readonly gameId: number;
  readonly uid: number;
  readonly lastHeartbeatAt: number;
}

export async function findGameSession(db: Kysely<Database>, sessionId: string): Promise<GameSessionRow | undefined> {
  const row = await db.selectFrom('game_sessions').select(['id', 'game_id', 'uid', 'last_heartbeat_at']).where('id', '=', sessionId).where('ended_at', 'is', null).executeTakeFirst();
  return row && { id: row.id, gameId: row.game_id, uid: Number(row.uid), lastHeartbeatAt: Number(row.last_heartbeat_at) };
}

/** A heartbeat of the caller's own open session; false when there is none. */
export async function beatGameSession(db: Kysely<Database>, sessionId: string, uid: number, gameId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('game_sessions')
    .set({ last_heartbeat_at: now })
    .where('id', '=', sessionId)
    .where('uid', '=', uid)
    .where('game_id', '=', gameId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findGameRound(db: Kysely<Database>, roundId: string): Promise<GameRoundsTable | undefined> {
  return gamesDb(db).selectFrom('game_rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
}

/** Records a settled round; false when another request recorded the same round first. */
export async function insertGameRound(db: Kysely<Database>, round: GameRoundsTable): Promise<boolean> {
  const result = await gamesDb(db).insertInto('game_rounds').values(round).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function winnerCard(db: Kysely<Database>, uid: number): Promise<{ uid: number; nickname: string; avatar: string } | undefined> {
  const row = await db.selectFrom('users').select(['uid', 'nickname', 'avatar']).where('uid', '=', uid).executeTakeFirst();
  return row && { uid: Number(row.uid), nickname: row.nickname, avatar: row.avatar };
}

/** Forgets a round whose stake could not be paid: it never happened. */
export async function deleteGameRound(db: Kysely<Database>, roundId: string): Promise<void> {
  await gamesDb(db).deleteFrom('game_rounds').where('id', '=', roundId).execute();
}

/** GAMES_PORT=off: the sample games are not served, so they leave the list. */
export async function disableSampleGames(db: Kysely<Database>, games: readonly SampleGame[], now: number): Promise<void> {
  await gamesDb(db).updateTable('games').set({ enabled: false, updated_at: now }).where('id', 'in', games.map((game) => game.id)).where('enabled', '=', true).execute();
}
