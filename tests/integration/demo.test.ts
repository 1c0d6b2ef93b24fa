import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { demoDb } from '../../server/demo/demo-hosts-table.js';
import { DEMO_HOSTS } from '../../server/demo/demo-hosts.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { ageFromBirthday } from '../../src/domain/profile/age.js';

const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
const clock = { now: () => NOW };
let dataDir: string;
let database: OpenDatabase;
const apps: FastifyInstance[] = [];

/** Starts the app on the shared database, as `npm start` does, with DEMO_HOSTS as given. */
async function start(demoHosts: '0' | '1'): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: demoHosts }), { clock, database });
  apps.push(app);
  return app;
}

const hosts = () => database.db.selectFrom('users').selectAll().where('is_host', '=', true).orderBy('uid').execute();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-demo-'));
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo hosts', () => {
  it('seeds none with DEMO_HOSTS=0', async () => {
    await start('0');
    expect(await hosts()).toEqual([]);
  });

  it('seeds thirty hosts on start, and still thirty after a second start', async () => {
    await start('1');
    expect(await hosts()).toHaveLength(DEMO_HOSTS.length);
    expect(DEMO_HOSTS).toHaveLength(30);
    await start('1');
    expect(await hosts()).toHaveLength(30);
    expect(await demoDb(database.db).selectFrom('demo_hosts').select('seed_key').execute()).toHaveLength(30);
  });

  it('gives every host a female profile of 18 to 35 years with a country, languages, a level and an online status', async () => {
    const rows = await hosts();
    const statuses = await demoDb(database.db).selectFrom('demo_hosts').select(['uid', 'online_status']).execute();
    for (const host of rows) {
      const age = ageFromBirthday(host.birthday ?? '', new Date(NOW));
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(35);
      expect(host).toMatchObject({ sex: 2, is_host: true });
      expect(host.country_code).toMatch(/^[A-Z]{2}$/);
      expect(host.speak_language.split(',').length).toBeGreaterThan(0);
      expect(host.level).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((host) => host.country_code)).size).toBeGreaterThan(10);
    expect(new Set(statuses.map((row) => row.online_status))).toEqual(new Set([1, 2, 3]));
    // Each seeded age is the one its seed asks for, on the day of seeding.
    const byNickname = new Map(rows.map((host) => [host.nickname, host]));
    for (const seed of DEMO_HOSTS) expect(ageFromBirthday(byNickname.get(seed.nickname)?.birthday ?? '', new Date(NOW))).toBe(seed.age);
  });

  it('serves each host avatar as a generated SVG upload, read-only', async () => {
    const app = apps[apps.length - 1]!;
    const [host] = await hosts();
    expect(host?.avatar).toMatch(/^\/uploads\/demo\/avatars\/[0-9a-f]+\.svg$/);
    const response = await app.inject({ method: 'GET', url: host!.avatar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body.startsWith('<svg')).toBe(true);
  });
});
