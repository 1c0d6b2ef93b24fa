import { describe, expect, it } from 'vitest';
import { isAdminRequest } from './admin-auth.js';

const local = { remoteAddress: '127.0.0.1', authorization: undefined, forwardedFor: undefined };
const remote = { remoteAddress: '203.0.113.9', authorization: undefined, forwardedFor: undefined };

describe('who may call /admin', () => {
  it('admits a loopback caller over IPv4, IPv6 and IPv4-mapped IPv6 without a token', () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(isAdminRequest({ ...local, remoteAddress }, undefined)).toBe(true);
    }
  });

  it('refuses a remote caller without the token, even when no token is configured', () => {
    expect(isAdminRequest(remote, undefined)).toBe(false);
    expect(isAdminRequest({ ...remote, authorization: 'Bearer anything' }, undefined)).toBe(false);
  });

  it('admits a remote caller with the exact bearer token and refuses a near miss', () => {
    expect(isAdminRequest({ ...remote, authorization: 'Bearer s3cret' }, 's3cret')).toBe(true);
    expect(isAdminRequest({ ...remote, authorization: 'bearer s3cret' }, 's3cret')).toBe(true);
    expect(isAdminRequest({ ...remote, authorization: 'Bearer s3cre' }, 's3cret')).toBe(false);
    expect(isAdminRequest({ ...remote, authorization: 's3cret' }, 's3cret')).toBe(false);
  });

  it('does not trust loopback when a proxy on this machine relayed the request', () => {
    expect(isAdminRequest({ ...local, forwardedFor: '198.51.100.4' }, undefined)).toBe(false);
    expect(isAdminRequest({ ...local, forwardedFor: '198.51.100.4', authorization: 'Bearer t' }, 't')).toBe(true);
  });
});
