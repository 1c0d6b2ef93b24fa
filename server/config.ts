import path from 'node:path';
import { logLevelFrom, type LogLevel } from './logging/logger-options.js';
import { RATE_LIMIT_FACTOR_DEFAULT, RATE_LIMIT_FACTOR_MAX } from './rate-limits/rate-limit-policy.js';

/** ADMIN_TOKEN's shortest length: 32 random characters cannot be guessed over the network. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/** Runtime settings every entry point honours (DESIGN.md "Runtime settings"). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Demo hosts are seeded and answer: on by default, off under NODE_ENV=production unless DEMO_HOSTS=1. */
  readonly demoHosts: boolean;
  /** Ordinary users match each other when no host is waiting; MATCH_SEEKERS_TOGETHER=0 makes them wait for a host. */
  readonly matchSeekersTogether?: boolean;
  /** Required from anywhere but a direct loopback connection (server/admin/admin-auth.ts); ≥ ADMIN_TOKEN_MIN_LENGTH. */
  readonly adminToken: string | undefined;
  /** RATE_LIMIT_FACTOR: every rate limit's max is multiplied by it (load tools raise it; default 1). */
  readonly rateLimitFactor: number;
  /**
   * TRUST_PROXY: the reverse proxies (addresses or CIDRs, comma-separated) whose
   * X-Forwarded-For names the client for rate limits; unset, the socket's address counts.
   * Never consulted by the operator API, which only believes the socket.
   */
  readonly trustProxy: readonly string[] | undefined;
  readonly smtpUrl: string | undefined;
  readonly translateUrl: string | undefined;
  readonly clientDir: string;
  /** NODE_ENV=production: what exists only for development and tests is off unless a setting says otherwise. */
  readonly production: boolean;
  /**
   * The bundled sandbox card provider and sandbox store (DESIGN.md "Trust"): mounted, and
   * their receipts and notifications believed, in development; in production only with
   * PAY_SANDBOX=1. PAY_SANDBOX=0 turns them off anywhere.
   */
  readonly paySandbox: boolean;
  /**
   * The origins this site is served from (PUBLIC_ORIGIN, comma-separated, e.g.
   * `https://glint.example`; a bare host means https): the only places outside this site's
   * own paths a payment may send the browser back to.
   */
  readonly publicOrigins: readonly string[];
  /** LOG_LEVEL: pino's level for the JSON-lines log on stdout. */
  readonly logLevel: LogLevel;
  /** HSTS=1: the server is reached over TLS only (a proxy terminates it), so every answer carries HSTS. */
  readonly hsts: boolean;
  /**
   * REDIS_URL: this process is one node of several (server/scale): the broker, nonces, rate
   * limits, the match queue and the owners of scheduled jobs are shared through Redis.
   * Unset, all of them stay in this process.
   */
  readonly redisUrl: string | undefined;
  /**
   * INTERNAL_URL: where the other nodes reach this node's HTTP (e.g. http://10.0.0.5:8080):
   * a live's embedded SFU is in its host's node, and a viewer's signalling that reached
   * another node is forwarded there (docs/adr/0022-live-media-across-nodes.md). Unset, it is
   * http://<HOST, or this machine's name when HOST is a wildcard>:<the port listened on>.
   */
  readonly internalUrl?: string;
  /**
   * JANUS_URL: live rooms' media goes through this Janus (videoroom plugin, HTTP API, e.g.
   * http://127.0.0.1:8088/janus) instead of the SFU embedded in this process.
   */
  readonly janusUrl: string | undefined;
  /**
   * MQTT_BROKER_URL (+ MQTT_BROKER_USERNAME, MQTT_BROKER_PASSWORD): the realtime broker is
   * this Mosquitto (mqtt://host:port, dynamic-security plugin loaded; the login may drive
   * `$CONTROL/dynamic-security/v1`) instead of Aedes in this process (server/realtime/mosquitto).
   */
  readonly externalBroker: ExternalBrokerSettings | undefined;
}

export interface ExternalBrokerSettings {
  readonly url: string;
  readonly username: string;
  readonly password: string;
}

export const DEFAULT_PORT = 8080;

const SWITCH_VALUES = new Set(['', '0', '1']);

function paySandboxOf(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const value = env.PAY_SANDBOX ?? '';
  if (!SWITCH_VALUES.has(value)) throw new Error(`PAY_SANDBOX must be 0 or 1, got "${value}"`);
  return value === '' ? !production : value === '1';
}

function publicOriginsOf(value: string | undefined): readonly string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '').map((entry) => {
    try {
      const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
      return url.origin;
    } catch {
      throw new Error(`PUBLIC_ORIGIN must list http(s) origins such as https://glint.example, got "${entry}"`);
    }
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoHosts: demoHostsOn(env),
    matchSeekersTogether: env.MATCH_SEEKERS_TOGETHER !== '0',
    adminToken: adminTokenOf(env.ADMIN_TOKEN),
    rateLimitFactor: rateLimitFactorOf(env.RATE_LIMIT_FACTOR),
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '') : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    translateUrl: env.TRANSLATE_URL || undefined,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
    production,
    paySandbox: paySandboxOf(env, production),
    publicOrigins: publicOriginsOf(env.PUBLIC_ORIGIN),
    logLevel: logLevelFrom(env),
    hsts: env.HSTS === '1',
    redisUrl: redisUrlOf(env.REDIS_URL),
    janusUrl: janusUrlOf(env.JANUS_URL),
    internalUrl: internalUrlOf(env.INTERNAL_URL),
    externalBroker: externalBrokerOf(env),
  };
}

/**
 * Demo hosts are invented people: right for a fresh `npm start`, wrong in front of real
 * customers. So production starts without them, and DEMO_HOSTS (1 or 0) always wins.
 */
function demoHostsOn(env: NodeJS.ProcessEnv): boolean {
  if (env.DEMO_HOSTS === undefined || env.DEMO_HOSTS === '') return env.NODE_ENV !== 'production';
  if (env.DEMO_HOSTS === '1' || env.DEMO_HOSTS === '0') return env.DEMO_HOSTS === '1';
  throw new Error(`DEMO_HOSTS must be 1 or 0, got "${env.DEMO_HOSTS}"`);
}

function adminTokenOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (got ${value.length}); try: openssl rand -hex 32`);
  }
  return value;
}

function rateLimitFactorOf(value: string | undefined): number {
  if (value === undefined || value === '') return RATE_LIMIT_FACTOR_DEFAULT;
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1 || factor > RATE_LIMIT_FACTOR_MAX) {
    throw new Error(`RATE_LIMIT_FACTOR must be a whole number from 1 to ${RATE_LIMIT_FACTOR_MAX}, got "${value}"`);
  }
  return factor;
}

function janusUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^https?:\/\//.test(value)) throw new Error(`JANUS_URL must be the http:// or https:// address of Janus's HTTP API (e.g. http://127.0.0.1:8088/janus), got "${value}"`);
  return value;
}

function internalUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^https?:\/\/[^/]+\/?$/.test(value)) throw new Error(`INTERNAL_URL must be this node's http(s)://host:port as the other nodes reach it, got "${value}"`);
  return value.replace(/\/$/, '');
}

function redisUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^rediss?:\/\//.test(value)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${value}"`);
  return value;
}

function externalBrokerOf(env: NodeJS.ProcessEnv): ExternalBrokerSettings | undefined {
  const url = env.MQTT_BROKER_URL ?? '';
  if (url === '') return undefined;
  if (!/^mqtts?:\/\/[^/]+:\d+\/?$/.test(url)) throw new Error(`MQTT_BROKER_URL must be mqtt://host:port (Mosquitto's MQTT listener), got "${url}"`);
  const username = env.MQTT_BROKER_USERNAME ?? '';
  const password = env.MQTT_BROKER_PASSWORD ?? '';
  if (username === '' || password === '') throw new Error('MQTT_BROKER_URL needs MQTT_BROKER_USERNAME and MQTT_BROKER_PASSWORD: a Mosquitto login allowed to drive $CONTROL/dynamic-security/v1');
  return { url, username, password };
}
