import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { InMemoryBalances } from '../../server/api/in-memory-balances.js';
import { InMemorySessionStore } from '../../server/api/in-memory-session-store.js';
import type { Session } from '../../server/api/session-store.js';
import { buildApp } from '../../server/app.js';
import { nodeCodec } from '../../server/codec/node-codec.js';
import { createSessionKey } from '../../server/codec/session-key.js';
import { loadConfig } from '../../server/config.js';
import type { Clock } from '../../server/context.js';
import { WIRE_BOOTSTRAP_KEY } from '../../src/domain/constants.js';
import { WIRE_NONCE_BYTES } from '../../src/adapters/http/signed-http-client.js';

/** The server of the request-layer tests: in-memory sessions, balances and database, a clock the test may pin. */
export interface RequestLayerServer {
  readonly app: FastifyInstance;
  readonly sessions: InMemorySessionStore;
  readonly balances: InMemoryBalances;
  close(): Promise<void>;
}

export async function startRequestLayerServer(clock?: Clock): Promise<RequestLayerServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-request-layer-'));
  const sessions = new InMemorySessionStore();
  const balances = new InMemoryBalances();
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0' }), {
    sessions,
    balances,
    database: { kind: 'pglite', dataDir: null },
    ...(clock ? { clock } : {}),
  });
  return {
    app,
    sessions,
    balances,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in session for `uid`, stored, valid until `expiresAt`. */
export function signIn(store: InMemorySessionStore, uid: number, expiresAt: number): Session {
  const session: Session = { token: randomBytes(24).toString('hex'), uid, appCre: createSessionKey(), expiresAt };
  store.put(session);
  return session;
}

export const freshNonce = (): string => randomBytes(WIRE_NONCE_BYTES).toString('hex');

/** A request body as a well-behaved client seals it. */
export function sealRequest(options: { key?: string; payload?: Record<string, unknown>; times: number; nonce?: string }): string {
  return nodeCodec.withKey(options.key ?? WIRE_BOOTSTRAP_KEY).sealRequest(options.payload ?? {}, { times: options.times, nonce: options.nonce ?? freshNonce() });
}

/** POSTs a body to /api<path> in process; `token` adds the bearer header. */
export async function post(app: FastifyInstance, endpointPath: string, body: string, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${endpointPath}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
  return { status: response.statusCode, text: response.body };
}

/** Opens a sealed 200 answer with `key`; throws if it does not open (the test then fails). */
export function openReply(text: string, key: string = WIRE_BOOTSTRAP_KEY): Record<string, unknown> {
  const opened = nodeCodec.withKey(key).openResponse(text);
  if (!opened.ok) throw new Error(`reply did not open: ${opened.error.message}`);
  return opened.value as Record<string, unknown>;
}
