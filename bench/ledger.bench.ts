/**
 * The coin ledger's race: 1,000 concurrent 1-coin spends against a balance of 100 (exactly
 * 100 must pass), timed on the embedded PGlite and on PostgreSQL. The first race on a
 * fresh database is reported on its own ("cold": WebAssembly and plan caches warming up);
 * the target applies to the median of the warm races that follow. Wall time is what the
 * target names, but on a loaded machine it mostly measures the other load, so the PGlite
 * race's CPU time (this process; PGlite runs in it) is given too. PostgreSQL comes from
 * DATABASE_URL or the machine's binaries (tests/support/pg-server.ts); without either it
 * is left out with a note.
 */
import { openDatabase, type DatabaseTarget } from '../server/db/open-database.js';
import { createSqlLedger } from '../server/ledger/sql-ledger.js';
import { pgAvailability, startPgServer } from '../tests/support/pg-server.js';
import type { Figure } from './figure.js';

const SPENDS = 1_000;
const BALANCE = 100;
const WARM_RACES = 3;
const TARGET_PGLITE_MS = 2_000;

interface Race {
  readonly wallMs: number;
  readonly cpuMs: number;
}

async function raceOnce(ledger: ReturnType<typeof createSqlLedger>, uid: number): Promise<Race> {
  await ledger.grant(uid, BALANCE, 'grant');
  const cpu = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: SPENDS }, (_, i) => ledger.spend(uid, 1, 'message', `bench:${uid}:${i}`)));
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const passed = results.filter((r) => r.ok).length;
  if (passed !== BALANCE || (await ledger.balanceOf(uid)) !== 0) throw new Error(`race let ${passed} spends through, expected ${BALANCE}`);
  return { wallMs, cpuMs: (used.user + used.system) / 1_000 };
}

async function races(target: DatabaseTarget): Promise<{ cold: Race; warm: Race }> {
  const opened = await openDatabase(target);
  try {
    const ledger = createSqlLedger(opened.db, { now: () => Date.now() });
    const cold = await raceOnce(ledger, 40_000_000);
    const warm: Race[] = [];
    for (let i = 1; i <= WARM_RACES; i++) warm.push(await raceOnce(ledger, 40_000_000 + i));
    const median = (pick: (r: Race) => number) => warm.map(pick).sort((a, b) => a - b)[Math.floor(warm.length / 2)] ?? NaN;
    return { cold, warm: { wallMs: median((r) => r.wallMs), cpuMs: median((r) => r.cpuMs) } };
  } finally {
    await opened.close();
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const pglite = await races({ kind: 'pglite', dataDir: null });
  figures.push(
    {
      name: 'ledger race PGlite (1,000 spends at balance 100, warm median)',
      value: pglite.warm.wallMs,
      unit: 'ms',
      target: `<= ${TARGET_PGLITE_MS}`,
      met: pglite.warm.wallMs <= TARGET_PGLITE_MS,
    },
    { name: 'ledger race PGlite, CPU time (warm median)', value: pglite.warm.cpuMs, unit: 'ms' },
    { name: 'ledger race PGlite, first race on a fresh database', value: pglite.cold.wallMs, unit: 'ms' },
  );

  const availability = pgAvailability();
  if (availability.kind === 'none') {
    console.log(`ledger race PostgreSQL: left out, ${availability.reason}`);
    return figures;
  }
  const server = await startPgServer(availability);
  try {
    const postgres = await races({ kind: 'postgres', url: server.url, poolSize: 20 });
    figures.push(
      { name: 'ledger race PostgreSQL (1,000 spends at balance 100, warm median, pool 20)', value: postgres.warm.wallMs, unit: 'ms' },
      { name: 'ledger race PostgreSQL, first race on a fresh database', value: postgres.cold.wallMs, unit: 'ms' },
    );
  } finally {
    await server.stop();
  }
  return figures;
}
