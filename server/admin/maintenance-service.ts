import { performance } from 'node:perf_hooks';
import type { Kysely, Selectable } from 'kysely';
import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import type { Clock } from '../context.js';
import type { Database, MaintenanceWindowsTable } from '../db/schema.js';
import type { MaintenanceService, MaintenanceWindow, ScheduledMaintenanceWindow } from './maintenance-types.js';

export type { MaintenanceService, MaintenanceWindow, ScheduledMaintenanceWindow } from './maintenance-types.js';

/**
 * How long a read of the window is reused. Other server processes sharing the database see
 * an operator's switch within this time; the process that made the switch sees it at once.
 * Measured with the process's monotonic clock, not the app clock, because it is a cache
 * lifetime rather than business time (a frozen test clock must not freeze the cache).
 */
const CACHE_MS = 2_000;
const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;

type Row = Selectable<MaintenanceWindowsTable>;

export function createMaintenanceService(db: Kysely<Database>, clock: Clock): MaintenanceService {
  let cache: { readonly row: Row | null; readonly readAt: number } | undefined;
  const remember = (row: Row | null) => (cache = { row, readAt: performance.now() });

  /** The window not switched off and not over: in force, or announced to start later. At most one (a new one replaces it). */
  async function scheduled(): Promise<Row | null> {
    if (cache !== undefined && performance.now() - cache.readAt < CACHE_MS) return cache.row;
    const row = await db
      .selectFrom('maintenance_windows')
      .selectAll()
      .where('switched_off_at', 'is', null)
      .where('ends_at', '>', clock.now())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return remember(row ?? null).row;
  }

  async function switchOff(now: number): Promise<number> {
    const result = await db
      .updateTable('maintenance_windows')
      .set({ switched_off_at: now })
      .where('switched_off_at', 'is', null)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    async current() {
      const row = await scheduled();
      const now = clock.now();
      // The cached row may have started or run out since it was read.
      return row === null || now < row.starts_at || now >= row.ends_at ? null : toWindow(row, now);
    },
    async upcoming() {
      const row = await scheduled();
      return row === null || clock.now() >= row.starts_at ? null : { startsAt: row.starts_at, endsAt: row.ends_at, content: row.content };
    },
    async start({ minutes, content = '', inMinutes = 0 }) {
      if (!Number.isSafeInteger(minutes) || minutes <= 0) throw new RangeError(`maintenance minutes must be a positive integer, got ${minutes}`);
      if (!Number.isSafeInteger(inMinutes) || inMinutes < 0) throw new RangeError(`maintenance lead must be a whole number of minutes, got ${inMinutes}`);
      const now = clock.now();
      const startsAt = now + inMinutes * MS_PER_MINUTE;
      // A new window replaces the one in force or announced rather than stacking on it.
      await switchOff(now);
      const row = await db
        .insertInto('maintenance_windows')
        .values({ starts_at: startsAt, ends_at: startsAt + minutes * MS_PER_MINUTE, content, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      remember(row);
      return inMinutes === 0 ? toWindow(row, now) : { startsAt: row.starts_at, endsAt: row.ends_at, content: row.content };
    },
    async stop() {
      const switched = await switchOff(clock.now());
      remember(null);
      return switched > 0;
    },
  };
}

function toWindow(row: Row, now: number): MaintenanceWindow {
  return {
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    remainingSeconds: Math.ceil((row.ends_at - now) / MS_PER_SECOND),
    content: row.content,
  };
}
