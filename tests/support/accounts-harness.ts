import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OidcSettings } from '../../server/accounts/oidc/oidc-settings.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { OUTBOX_DIR_NAME, type OutboxFile } from '../../server/mail/outbox-mailer.js';
import { SESSION_CRYPTO, SIGNED_HTTP, STORAGE } from '../../src/application/ports/port-tokens.js';
import { SESSION_EVENTS } from '../../src/application/request-layer/request-layer.tokens.js';
import type { SessionEvent } from '../../src/application/session-events.js';
import type { DeviceInfo } from '../../src/application/session/device-info.js';
import type { SessionDeps, ThirdPartyDeps } from '../../src/application/session/session-deps.js';
import { SESSION_STORE } from '../../src/application/session/session.tokens.js';
import { signOutOnSessionEnd } from '../../src/application/session/sign-out-on-session-end.js';
import { createNodeCore } from './node-core.js';

/** A clock both ends share, so the request window holds when a test moves time. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

/** The real server in process (in-memory PGlite, temporary DATA_DIR for the outbox), listening on loopback. */
export interface AccountsServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly clock: TestClock;
  /** Every mail written to DATA_DIR/outbox so far, oldest first. */
  outbox(): OutboxFile[];
  close(): Promise<void>;
}

export async function startAccountsServer(
  options: { readonly clock?: TestClock; readonly oidc?: OidcSettings | null; /** Extra runtime settings, e.g. RATE_LIMIT_FACTOR. */ readonly env?: NodeJS.ProcessEnv } = {},
): Promise<AccountsServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-accounts-'));
  const clock = options.clock ?? testClock();
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0', ...options.env }), { clock, database, oidc: options.oidc ?? null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  const outboxDir = path.join(dataDir, OUTBOX_DIR_NAME);
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${address.port}`,
    dataDir,
    clock,
    outbox: () =>
      fs.existsSync(outboxDir)
        ? fs.readdirSync(outboxDir).sort().map((name) => JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxFile)
        : [],
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The code of the newest verification mail to `to`, read the way a person would: "…code is 1234". */
export function latestCodeFor(server: AccountsServer, to: string): string {
  const code = server
    .outbox()
    .filter((file) => file.to === to)
    .map((file) => file.text.match(/verification code is (\d{4})/)?.[1])
    .filter((found) => found !== undefined)
    .at(-1);
  if (code === undefined) throw new Error(`no verification code mailed to ${to}`);
  return code;
}

/** The token of the newest reset link mailed to `to` (the `token` parameter of the link in the mail). */
export function latestResetTokenFor(server: AccountsServer, to: string): string {
  const token = server
    .outbox()
    .filter((file) => file.to === to)
    .map((file) => file.text.match(/forgot-password\?\S*token=([A-Za-z0-9_-]+)/)?.[1])
    .filter((found) => found !== undefined)
    .at(-1);
  if (token === undefined) throw new Error(`no reset link mailed to ${to}`);
  return token;
}

let deviceCounter = 0;
/** A device id as a browser install generates it (32 hex digits), unique per call. */
export function newDeviceId(): string {
  deviceCounter += 1;
  return `${Date.now().toString(16)}${deviceCounter.toString(16)}`.padStart(32, 'a').slice(-32);
}

/**
 * One browser install: the real signed HTTP client with the crypto-js codec, the session
 * store on in-memory storage, and the session use cases' ports.
 */
export interface TestBrowser extends ThirdPartyDeps {
  readonly events: SessionEvent[];
  /** The same client without credentials, for /login/refresh. */
  readonly anonymousHttp: SessionDeps['http'];
}

export function testBrowser(server: AccountsServer, deviceId: string = newDeviceId()): TestBrowser {
  const device: DeviceInfo = { device_id: deviceId, platform: 'web', app_version: '1.4.0' };
  const now = () => server.clock.now();
  const core = createNodeCore({ baseUrl: server.baseUrl, userAgent: 'Glint/1.4.0 (web; accounts test)', now, device });
  const store = core.get(SESSION_STORE);
  const sessionEvents = core.get(SESSION_EVENTS);
  const events: SessionEvent[] = [];
  sessionEvents.events$.subscribe((event) => events.push(event));
  signOutOnSessionEnd(sessionEvents, store);
  // The signed clients as they are (the tests play the session use cases, not the app's rotation gate or maintenance watch).
  const signed = core.get(SIGNED_HTTP);
  return {
    http: signed(() => store.credentials()),
    anonymousHttp: signed(() => null),
    store,
    storage: core.get(STORAGE),
    crypto: core.get(SESSION_CRYPTO),
    device,
    now,
    events,
  };
}
