import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Clock } from '../../server/context.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';

/** The whole server listening on loopback with an ADMIN_TOKEN, as the operator's CLI meets it. */
export interface AdminServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly baseUrl: string;
  close(): Promise<void>;
}

export async function startAdminServer(adminToken: string, clock: Clock): Promise<AdminServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-admin-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', DEMO_HOSTS: '0', ADMIN_TOKEN: adminToken }), { clock, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    database,
    baseUrl,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
