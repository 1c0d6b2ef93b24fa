import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMaintenanceService } from '../../server/admin/maintenance-service.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';

const START = 1_700_000_000_000;
const MINUTE = 60_000;

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await database?.close();
});

/** A fresh service and a clock the test moves; windows from earlier tests are switched off first. */
async function setUp() {
  let now = START;
  const clock = { now: () => now };
  const service = createMaintenanceService(database.db, clock);
  await service.stop();
  return { service, advance: (ms: number) => (now += ms), fresh: () => createMaintenanceService(database.db, clock) };
}

describe('maintenance windows', () => {
  it('is off when no window was ever set', async () => {
    const { service } = await setUp();
    expect(await service.current()).toBeNull();
  });

  it('is on for exactly the minutes asked, counting down, then off by itself', async () => {
    const { service, advance } = await setUp();
    await service.start({ minutes: 10 });

    advance(9 * MINUTE + 59_500);
    expect(await service.current()).toMatchObject({ remainingSeconds: 1, endsAt: START + 10 * MINUTE });
    advance(500);
    expect(await service.current()).toBeNull();
  });

  it('replaces the window in force when started again, and says whether stop ended one', async () => {
    const { service, fresh } = await setUp();
    await service.start({ minutes: 60, content: 'first' });
    await service.start({ minutes: 5, content: 'second' });

    expect(await fresh().current()).toMatchObject({ content: 'second', remainingSeconds: 300 });
    expect(await service.stop()).toBe(true);
    expect(await service.stop()).toBe(false);
    expect(await fresh().current()).toBeNull();
  });

  it('refuses minutes that are not a positive whole number, a caller bug', async () => {
    const { service } = await setUp();
    await expect(service.start({ minutes: 0 })).rejects.toThrow(RangeError);
    await expect(service.start({ minutes: 1.5 })).rejects.toThrow(RangeError);
  });

  it('lets another process see a switch once its cached read has expired', async () => {
    const { service, fresh } = await setUp();
    const other = fresh();
    expect(await other.current()).toBeNull();
    await service.start({ minutes: 3 });

    // The other process answers from its cache for up to two seconds, then reads the switch.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await other.current()).toMatchObject({ remainingSeconds: 180 });
  });
});
