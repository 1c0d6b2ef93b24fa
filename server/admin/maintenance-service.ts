import { performance } from 'node:perf_hooks';
import type { Kysely, Selectable } from 'kysely';
import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import type { Clock } from '../context.js';
import type { Database, MaintenanceWindowsTable } from '../db/schema.js';
import type { MaintenanceService, MaintenanceWindow } from './maintenance-types.js';

export type { MaintenanceService, MaintenanceWindow } from './maintenance-types.js';

/**
 * How long a read of the window is reused. Other server processes sharing the database see
 * an operator's switch within this time; the process that made the switch sees it at once.
 * Measured with the process's monotonic clock, not the app clock, because it is a cache
 * lifetime rather than business time (a frozen test clock must not freeze the cache).
 */
const CACHE_MS = 2_000;

type Row = Selectable<MaintenanceWindowsTable>;

export function createMaintenanceService(db: Kysely<Database>, clock: Clock): MaintenanceService {
  let cache: { readonly row: Row | null; readonly readAt: number } | undefined;
  const remember = (row: Row | null) => (cache = { row, readAt: performance.now() });

  async function inForce(): Promise<Row | null> {
    if (cache !== undefined && performance.now() - cache.readAt < CACHE_MS) return cache.row;
    const now = clock.now();
    const row = await db
      .selectFrom('maintenance_windows')
      .selectAll()
      .where('switched_off_at', 'is', null)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
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
      const row = await inForce();
      const now = clock.now();
      // The cached row may have run out since it was read.
      return row === null || now < row.starts_at || now >= row.ends_at ? null : toWindow(row, now);
    },
    async start({ minutes, content = '' }) {
      if (!Number.isSafeInteger(minutes) || minutes <= 0) throw new RangeError(`maintenance minutes must be a positive integer, got ${minutes}`);
      const now = clock.now();
      // A new window replaces the one in force rather than stacking on it.
      await switchOff(now);
      const row = await db
        .insertInto('maintenance_windows')
        .values({ starts_at: now, ends_at: now + minutes * SECONDS_PER_MINUTE * MS_PER_SECOND, content, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      remember(row);
      return toWindow(row, now);
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
