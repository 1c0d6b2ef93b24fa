import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a broker password stays valid; `/profile/init` hands out a fresh one. */
export const BROKER_TOKEN_TTL_MS = 12 * 60 * 60_000;
/** Hex digits of the device hash in a client id (keeps ids short and stable per device). */
const DEVICE_HASH_HEX = 12;

/** What `/profile/init` puts into socket_info (plus when the password stops working). */
export interface IssuedBrokerCredentials {
  readonly username: string;
  readonly password: string;
  readonly client_id: string;
  readonly expiresAt: number;
}

/** Broker login: username = uid, password = a short-lived token bound to that uid and to its sign-in session. */
export interface BrokerCredentials {
  /**
   * `device` makes the client id stable per device so its persistent session survives
   * reconnects. `session` (the sign-in session's id) binds the password to it: the broker
   * refuses and disconnects it once that session ends (logout, ban, password reset). There
   * is no unbound password: every one dies with its session.
   */
  issue(uid: string, device: string, session: number): IssuedBrokerCredentials;
  /** The uid the password was issued to, or null when it is forged, foreign, expired or bound to no session. */
  verify(username: string, password: string): string | null;
  /** The sign-in session a password (already verified) is bound to. */
  sessionOf(password: string): number | null;
  /** Whether a client id belongs to that uid (no one may take over another user's session). */
  ownsClientId(uid: string, clientId: string): boolean;
}

/** uid, expiry, session id and signature: a password has exactly these. */
const BOUND_PASSWORD_PARTS = 4;

const clientIdPrefix = (uid: string): string => `g${uid}_`;

/** The uid a client id was issued to (`g<uid>_<device hash>`), or null for any other shape. */
export function uidOfClientId(clientId: string): string | null {
  return /^g(\d+)_./.exec(clientId)?.[1] ?? null;
}

/**
 * password = base64url("<body>.<base64url(HMAC-SHA256(secret, body))>") with body
 * "<uid>.<expiresAt>.<session id>" (the older unbound "<uid>.<expiresAt>" is refused). The signature is stateless (any
 * broker node holding the secret checks it); whether the session is still live is the
 * broker's question to the sessions table.
 */
export class HmacBrokerCredentials implements BrokerCredentials {
  constructor(
    private readonly secret: Buffer,
    /** The server Clock (structural: importing context.ts here would close a cycle). */
    private readonly clock: { now(): number },
    private readonly ttlMs: number = BROKER_TOKEN_TTL_MS,
  ) {}

  issue(uid: string, device: string, session: number): IssuedBrokerCredentials {
    const expiresAt = this.clock.now() + this.ttlMs;
    const body = `${uid}.${expiresAt}.${session}`;
    const password = Buffer.from(`${body}.${this.mac(body).toString('base64url')}`).toString('base64url');
    const deviceHash = createHash('sha256').update(device).digest('hex').slice(0, DEVICE_HASH_HEX);
    return { username: uid, password, client_id: `${clientIdPrefix(uid)}${deviceHash}`, expiresAt };
  }

  verify(username: string, password: string): string | null {
    const parts = Buffer.from(password, 'base64url').toString('utf8').split('.');
    const [uid, expiry, session, mac] = parts;
    if (parts.length !== BOUND_PASSWORD_PARTS || uid === undefined || expiry === undefined || mac === undefined || uid !== username) return null;
    if (!Number.isSafeInteger(Number(session))) return null;
    const expiresAt = Number(expiry);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= this.clock.now()) return null;
    const expected = this.mac(parts.slice(0, -1).join('.'));
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
  }

  sessionOf(password: string): number | null {
    const parts = Buffer.from(password, 'base64url').toString('utf8').split('.');
    const session = parts.length === BOUND_PASSWORD_PARTS ? Number(parts[2]) : Number.NaN;
    return Number.isSafeInteger(session) ? session : null;
  }

  ownsClientId(uid: string, clientId: string): boolean {
    return clientId.startsWith(clientIdPrefix(uid)) && clientId.length > clientIdPrefix(uid).length;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest();
  }
}
