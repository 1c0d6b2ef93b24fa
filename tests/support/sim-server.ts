import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';

/** The server in process on a loopback port, as `npm run sim` reaches `npm run serve`. */
export interface SimServer {
  readonly baseUrl: string;
  readonly database: OpenDatabase;
  close(): Promise<void>;
}

/** Starts it on an in-memory PGlite; `demoHosts` is the DEMO_HOSTS setting (off unless asked). */
export async function startSimServer({ demoHosts = false }: { demoHosts?: boolean } = {}): Promise<SimServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-sim-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: demoHosts ? '1' : '0' }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
