import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { iceServerSchema, type IceServer } from '../../src/application/contracts/call/ice-server.js';
import { MS_PER_SECOND } from '../../src/domain/constants.js';

/** Ours: lifetime of TURN credentials (coturn REST scheme), seconds. */
export const TURN_CREDENTIAL_TTL_S = 86_400;

/**
 * Where peer connections find each other (DESIGN.md "Media"). Nothing by default: on one
 * machine or a LAN host candidates are enough. A deployment adds STUN/TURN servers with
 * `ICE_SERVERS` (a JSON array of RTCIceServer) and a coturn server with `TURN_URL` (one
 * or more comma-separated turn:/turns: URLs) and `TURN_SECRET` (coturn's
 * static-auth-secret, `use-auth-secret` mode); `TURN_TTL_S` sets the credentials' lifetime.
 */
export interface IceSettings {
  readonly servers: readonly IceServer[];
  readonly turn: { readonly urls: readonly string[]; readonly secret: string; readonly ttlS: number } | null;
}

const settingsSchema = z.array(iceServerSchema);

/** Reads the settings; a malformed value is a start-up error that says what is wrong. */
export function loadIceSettings(env: NodeJS.ProcessEnv): IceSettings {
  let servers: readonly IceServer[] = [];
  if (env.ICE_SERVERS !== undefined && env.ICE_SERVERS.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.ICE_SERVERS);
    } catch {
      throw new Error('ICE_SERVERS must be a JSON array of {"urls": ..., "username"?, "credential"?}');
    }
    const checked = settingsSchema.safeParse(parsed);
    if (!checked.success) throw new Error(`ICE_SERVERS is not a list of ICE servers: ${checked.error.issues[0]?.message ?? 'invalid'}`);
    servers = checked.data;
  }
  const urls = (env.TURN_URL ?? '').split(',').map((url) => url.trim()).filter((url) => url !== '');
  if (urls.length === 0) return { servers, turn: null };
  const secret = env.TURN_SECRET ?? '';
  if (secret === '') throw new Error('TURN_URL is set but TURN_SECRET is not: coturn REST credentials need the shared secret');
  const ttlS = env.TURN_TTL_S === undefined || env.TURN_TTL_S === '' ? TURN_CREDENTIAL_TTL_S : Number(env.TURN_TTL_S);
  if (!Number.isInteger(ttlS) || ttlS <= 0) throw new Error(`TURN_TTL_S must be a positive whole number of seconds, got "${env.TURN_TTL_S}"`);
  return { servers, turn: { urls, secret, ttlS } };
}

/**
 * coturn's REST API credentials ("TURN REST API", draft-uberti-behave-turn-rest-00): the
 * username is `<expiry unix seconds>:<user id>`, the password the base64 HMAC-SHA1 of the
 * username under the shared secret. coturn recomputes it and refuses it after the expiry.
 */
export function turnCredential(secret: string, uid: number, expiresAtS: number): { readonly username: string; readonly credential: string } {
  const username = `${expiresAtS}:${uid}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The ICE servers for one user at `now`: the configured ones, then TURN with fresh credentials. */
export function iceServersFor(settings: IceSettings, uid: number, now: number): IceServer[] {
  const servers = [...settings.servers];
  if (settings.turn !== null) {
    const expiresAtS = Math.floor(now / MS_PER_SECOND) + settings.turn.ttlS;
    servers.push({ urls: [...settings.turn.urls], ...turnCredential(settings.turn.secret, uid, expiresAtS) });
  }
  return servers;
}

/** What /profile/init (ice_servers in its config) and the calls module's endpoints hand to clients. */
export interface IceServers {
  forUser(uid: number): IceServer[];
}

/** `clock` is the server Clock (structural: context.ts imports this file's types). */
export function createIceServers(settings: IceSettings, clock: { now(): number }): IceServers {
  return { forUser: (uid) => iceServersFor(settings, uid, clock.now()) };
}
