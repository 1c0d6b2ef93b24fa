/**
 * A throwaway PostgreSQL for the tests that must prove the PostgreSQL path.
 *
 * With DATABASE_URL set, a fresh database is created on that server and dropped after.
 * Otherwise the machine's own binaries (/usr/lib/postgresql/<version>/bin, the Debian
 * layout `.ci/run` installs; PG_BIN overrides) run a private cluster in a temporary
 * directory on a free loopback port — as the `postgres` user when we are root, since
 * initdb refuses to run as root. Without binaries the PostgreSQL variants are skipped with
 * the reason printed, except on CI (CI=true), where a missing PostgreSQL is a failure.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { processTreeCpuSeconds } from './proc-cpu.js';

const run = promisify(execFile);

export interface PgServer {
  /** A connection string to an empty database of its own. */
  readonly url: string;
  /** CPU seconds used so far by the cluster's processes (postmaster and backends); undefined for a server we did not start. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** Where the server comes from, decided without starting anything (so `describe.skipIf` can use it). */
export type PgAvailability =
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'binaries'; readonly binDir: string }
  | { readonly kind: 'none'; readonly reason: string };

export function pgAvailability(env: NodeJS.ProcessEnv = process.env): PgAvailability {
  if (env.DATABASE_URL) return { kind: 'url', url: env.DATABASE_URL };
  const binDir = findBinDir(env);
  if (binDir !== undefined) return { kind: 'binaries', binDir };
  const reason =
    'no PostgreSQL found: set DATABASE_URL, or install the server binaries ' +
    '(`apt-get install postgresql`, which puts them under /usr/lib/postgresql/<version>/bin), or set PG_BIN';
  if (env.CI === 'true') throw new Error(`CI=true and ${reason}`);
  return { kind: 'none', reason };
}

/** Whether the PostgreSQL variants should be skipped; prints why when they are. */
export function skipPostgres(label: string): boolean {
  const availability = pgAvailability();
  if (availability.kind !== 'none') return false;
  console.warn(`[${label}] PostgreSQL variant skipped: ${availability.reason}`);
  return true;
}

export async function startPgServer(availability: PgAvailability = pgAvailability()): Promise<PgServer> {
  switch (availability.kind) {
    case 'url':
      return createScratchDatabase(availability.url);
    case 'binaries':
      return startCluster(availability.binDir);
    case 'none':
      throw new Error(availability.reason);
  }
}

function findBinDir(env: NodeJS.ProcessEnv): string | undefined {
  const candidates = env.PG_BIN ? [env.PG_BIN] : debianBinDirs();
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

/** /usr/lib/postgresql/<version>/bin, newest version first. */
function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'));
}

async function createScratchDatabase(url: string): Promise<PgServer> {
  const name = `glint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    cpuSeconds: () => undefined,
    stop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function startCluster(binDir: string): Promise<PgServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-pg-'));
  const dataDir = path.join(dir, 'data');
  const asUser = await runAsUser(dir);
  const port = await freePort();
  const user = 'glint';
  await asUser(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // The socket goes in our own directory (the default /var/run/postgresql may not be writable);
  // durability settings are off because the cluster dies with the test.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const ctl = path.join(binDir, 'pg_ctl');
  try {
    await asUser(ctl, ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
  }
  // The first line of postmaster.pid is the postmaster's pid; the backends are its children.
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    cpuSeconds: () => processTreeCpuSeconds(postmaster),
    stop: async () => {
      try {
        await asUser(ctl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

type Runner = (file: string, args: string[]) => Promise<void>;

/** initdb and postgres refuse root: as root, hand the directory to `postgres` and run through runuser. */
async function runAsUser(dir: string): Promise<Runner> {
  if (process.getuid?.() !== 0) return async (file, args) => void (await run(file, args));
  const ids = await run('id', ['-u', 'postgres']).catch(() => {
    throw new Error('running as root and there is no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it)');
  });
  const uid = Number(ids.stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  fs.chownSync(dir, uid, gid);
  return async (file, args) => void (await run('runuser', ['-u', 'postgres', '--', file, ...args]));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
