import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacBrokerCredentials } from './credentials.js';

const uid = fc.integer({ min: 1, max: 2 ** 40 }).map(String);

describe('HmacBrokerCredentials properties', () => {
  it('accepts a password exactly while now is before its expiry', () => {
    fc.assert(
      fc.property(uid, fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 2 * 10 ** 9 }), (id, issuedAt, ttl, elapsed) => {
        const time = { now: issuedAt };
        const credentials = new HmacBrokerCredentials(Buffer.alloc(32, 1), { now: () => time.now }, ttl);
        const login = credentials.issue(id, 'web', 1);
        time.now = issuedAt + elapsed;
        expect(credentials.verify(id, login.password)).toBe(elapsed < ttl ? id : null);
      }),
    );
  });

  it('never lets one uid pass as another', () => {
    fc.assert(
      fc.property(uid, uid, (a, b) => {
        fc.pre(a !== b);
        const credentials = new HmacBrokerCredentials(Buffer.alloc(32, 1), { now: () => 0 }, 1_000);
        expect(credentials.verify(b, credentials.issue(a, 'web', 1).password)).toBeNull();
        expect(credentials.ownsClientId(b, credentials.issue(a, 'web', 1).client_id)).toBe(false);
      }),
    );
  });
});
