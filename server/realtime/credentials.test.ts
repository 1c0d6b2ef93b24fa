import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacBrokerCredentials } from './credentials.js';

const SECRET = Buffer.alloc(32, 7);
const TTL_MS = 60_000;
/** A sign-in session id; every password is bound to one. */
const SESSION = 5;

function credentialsAt(time: { now: number }): HmacBrokerCredentials {
  return new HmacBrokerCredentials(SECRET, { now: () => time.now }, TTL_MS);
}

describe('HmacBrokerCredentials', () => {
  it('verifies a password as the uid it was issued to', () => {
    const credentials = credentialsAt({ now: 1_000 });
    const login = credentials.issue('42', 'web', SESSION);
    expect(login.username).toBe('42');
    expect(login.expiresAt).toBe(1_000 + TTL_MS);
    expect(credentials.verify('42', login.password)).toBe('42');
  });

  it('rejects a password presented under another username', () => {
    const credentials = credentialsAt({ now: 1_000 });
    expect(credentials.verify('43', credentials.issue('42', 'web', SESSION).password)).toBeNull();
  });

  it('rejects a password from the moment it expires', () => {
    const time = { now: 1_000 };
    const credentials = credentialsAt(time);
    const login = credentials.issue('42', 'web', SESSION);
    time.now = login.expiresAt - 1;
    expect(credentials.verify('42', login.password)).toBe('42');
    time.now = login.expiresAt;
    expect(credentials.verify('42', login.password)).toBeNull();
  });

  it('rejects a password whose expiry was pushed forward by hand', () => {
    const credentials = credentialsAt({ now: 1_000 });
    const [uid, , session, mac] = Buffer.from(credentials.issue('42', 'web', SESSION).password, 'base64url').toString().split('.');
    const forged = Buffer.from(`${uid}.${Number.MAX_SAFE_INTEGER}.${session}.${mac}`).toString('base64url');
    expect(credentials.verify('42', forged)).toBeNull();
  });

  it('rejects a password signed with another secret', () => {
    const other = new HmacBrokerCredentials(Buffer.alloc(32, 8), { now: () => 1_000 }, TTL_MS);
    expect(credentialsAt({ now: 1_000 }).verify('42', other.issue('42', 'web', SESSION).password)).toBeNull();
  });

  it('rejects garbage instead of throwing', () => {
    const credentials = credentialsAt({ now: 1_000 });
    for (const garbage of ['', '....', 'not base64 at all!', Buffer.from('42.x.y').toString('base64url')]) {
      expect(credentials.verify('42', garbage)).toBeNull();
    }
  });

  it('gives a device the same client id every time, and different devices different ids', () => {
    const credentials = credentialsAt({ now: 1_000 });
    expect(credentials.issue('42', 'phone', SESSION).client_id).toBe(credentials.issue('42', 'phone', SESSION).client_id);
    expect(credentials.issue('42', 'phone', SESSION).client_id).not.toBe(credentials.issue('42', 'laptop', SESSION).client_id);
  });

  it("recognises a user's own client ids and no one else's", () => {
    const credentials = credentialsAt({ now: 1_000 });
    const id = credentials.issue('42', 'phone', SESSION).client_id;
    expect(credentials.ownsClientId('42', id)).toBe(true);
    expect(credentials.ownsClientId('4', id)).toBe(false);
    expect(credentials.ownsClientId('421', id)).toBe(false);
    expect(credentials.ownsClientId('42', 'g42_')).toBe(false);
  });

  it('binds a password to its sign-in session, so the session cannot be stripped or swapped without breaking the signature', () => {
    const credentials = credentialsAt({ now: 1_000 });
    const bound = credentials.issue('42', 'phone', 77).password;
    expect(credentials.verify('42', bound)).toBe('42');
    expect(credentials.sessionOf(bound)).toBe(77);
    const [uid, expiry, , mac] = Buffer.from(bound, 'base64url').toString().split('.');
    const stripped = Buffer.from(`${uid}.${expiry}.${mac}`).toString('base64url');
    const swapped = Buffer.from(`${uid}.${expiry}.78.${mac}`).toString('base64url');
    expect(credentials.verify('42', stripped)).toBeNull();
    expect(credentials.verify('42', swapped)).toBeNull();
  });

  it('refuses a correctly signed password that is bound to no session (the old unbound form)', () => {
    const body = `42.${1_000 + TTL_MS}`;
    const unbound = Buffer.from(`${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`).toString('base64url');
    const credentials = credentialsAt({ now: 1_000 });
    expect(credentials.verify('42', unbound)).toBeNull();
    expect(credentials.sessionOf(unbound)).toBeNull();
  });
});
