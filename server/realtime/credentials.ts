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

/** Broker login: username = uid, password = a short-lived token bound to that uid. */
export interface BrokerCredentials {
  /** `device` makes the client id stable per device so its persistent session survives reconnects. */
  issue(uid: string, device?: string): IssuedBrokerCredentials;
  /** The uid the password was issued to, or null when it is forged, foreign or expired. */
  verify(username: string, password: string): string | null;
  /** Whether a client id belongs to that uid (no one may take over another user's session). */
  ownsClientId(uid: string, clientId: string): boolean;
}

const clientIdPrefix = (uid: string): string => `g${uid}_`;

/**
 * password = base64url("<uid>.<expiresAt>.<base64url(HMAC-SHA256(secret, "<uid>.<expiresAt>"))>").
 * Stateless: any broker node holding the secret can check it without the database.
 */
export class HmacBrokerCredentials implements BrokerCredentials {
  constructor(
    private readonly secret: Buffer,
    /** The server Clock (structural: importing context.ts here would close a cycle). */
    private readonly clock: { now(): number },
    private readonly ttlMs: number = BROKER_TOKEN_TTL_MS,
  ) {}

  issue(uid: string, device = 'web'): IssuedBrokerCredentials {
    const expiresAt = this.clock.now() + this.ttlMs;
    const body = `${uid}.${expiresAt}`;
    const password = Buffer.from(`${body}.${this.mac(body).toString('base64url')}`).toString('base64url');
    const deviceHash = createHash('sha256').update(device).digest('hex').slice(0, DEVICE_HASH_HEX);
    return { username: uid, password, client_id: `${clientIdPrefix(uid)}${deviceHash}`, expiresAt };
  }

  verify(username: string, password: string): string | null {
    const [uid, expiry, mac] = Buffer.from(password, 'base64url').toString('utf8').split('.');
    if (uid === undefined || expiry === undefined || mac === undefined || uid !== username) return null;
    const expiresAt = Number(expiry);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= this.clock.now()) return null;
    const expected = this.mac(`${uid}.${expiry}`);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
  }

  ownsClientId(uid: string, clientId: string): boolean {
    return clientId.startsWith(clientIdPrefix(uid)) && clientId.length > clientIdPrefix(uid).length;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest();
  }
}
