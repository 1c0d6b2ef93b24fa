import type { ServerConfig } from '../config.js';

/**
 * Where the sample games are served: their own origin, so the frame's origin checks are
 * real (issue #16). GAMES_PORT (default PORT + 1000; with PORT 0, any free port; `off`
 * serves none), GAMES_HOST (default HOST, loopback when that is every interface),
 * GAMES_ORIGIN (the address browsers reach them at, when a proxy stands in front), and
 * GAMES_APP_ORIGINS (comma-separated: the app origins that may frame them and talk to them;
 * default this server on 127.0.0.1 and localhost, and PUBLIC_ORIGIN).
 */
export interface GamesSettings {
  /** null: no sample games. */
  readonly port: number | null;
  readonly host: string;
  /** Fixed by GAMES_ORIGIN, else known once the games server listens. */
  readonly origin: string | null;
  readonly appOrigins: readonly string[];
}

const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);
/**
 * Ours: the games' default port is PORT + 1000 — far enough that servers started on
 * neighbouring ports (two nodes on 9611 and 9612, a test block of ten) never take each
 * other's; past the last port, any free one.
 */
export const GAMES_PORT_OFFSET = 1_000;
const MAX_PORT = 65_535;

function portOf(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'port'>): number | null {
  const value = env.GAMES_PORT ?? '';
  if (value === 'off') return null;
  if (value === '') return config.port === 0 || config.port + GAMES_PORT_OFFSET > MAX_PORT ? 0 : config.port + GAMES_PORT_OFFSET;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > MAX_PORT) throw new Error(`GAMES_PORT must be an integer between 0 and ${MAX_PORT} or "off", got "${value}"`);
  return port;
}

function originOf(value: string, setting: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
    return url.origin;
  } catch {
    throw new Error(`${setting} must list http(s) origins such as https://games.glint.example, got "${value}"`);
  }
}

export function loadGamesSettings(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'port' | 'host' | 'publicOrigins'>): GamesSettings {
  const port = portOf(env, config);
  const host = env.GAMES_HOST ?? (ANY_INTERFACE.has(config.host) ? '127.0.0.1' : config.host);
  const origin = env.GAMES_ORIGIN ? originOf(env.GAMES_ORIGIN, 'GAMES_ORIGIN') : port !== null && port !== 0 ? `http://${host}:${port}` : null;
  const listed = (env.GAMES_APP_ORIGINS ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const appOrigins =
    listed.length > 0
      ? listed.map((entry) => originOf(entry, 'GAMES_APP_ORIGINS'))
      : [`http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`, ...config.publicOrigins];
  return { port, host, origin, appOrigins: [...new Set(appOrigins)] };
}

/** The origin the app's pages may frame for games (its CSP frame-src); none when it is only known after listening. */
export function gamesFrameSources(env: NodeJS.ProcessEnv, config: Pick<ServerConfig, 'port' | 'host' | 'publicOrigins'>): readonly string[] {
  const { origin } = loadGamesSettings(env, config);
  return origin === null ? [] : [origin];
}
