import type { Generated, Kysely } from 'kysely';
import type { Database, EpochMs, GamesTable } from '../db/schema.js';

/** game_rounds (migration 0780): one wagered round of a sample game, keyed `<session_id>:<round id>`. */
export interface GameRoundsTable {
  id: string;
  session_id: string;
  game_id: number;
  uid: number;
  stake: number;
  choice: number;
  drawn: number;
  payout: number;
  created_at: EpochMs;
}

/** A type literal (not an interface): Kysely wants an indexable record. */
export type GamesTables = {
  games: GamesTable & { updated_at: Generated<EpochMs> };
  game_rounds: GameRoundsTable;
};

export type GamesDatabase = Omit<Database, 'games'> & GamesTables;

/** The database as the games module sees it: `games` with its version column (0780), and the rounds. */
export function gamesDb(db: Kysely<Database>): Kysely<GamesDatabase> {
  return db as unknown as Kysely<GamesDatabase>;
}
