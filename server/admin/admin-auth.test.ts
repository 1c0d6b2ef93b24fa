import { describe, expect, it } from 'vitest';
import { refuseAdminRequest, type AdminRequestFacts } from './admin-auth.js';

const TOKEN = 'x'.repeat(40);
const cli = { host: '127.0.0.1:8080', 'user-agent': 'node', 'sec-fetch-mode': 'cors' };
const local = (headers: AdminRequestFacts['headers'] = cli, method = 'GET'): AdminRequestFacts => ({ remoteAddress: '127.0.0.1', method, headers });
const remote = (headers: AdminRequestFacts['headers'], method = 'GET'): AdminRequestFacts => ({ remoteAddress: '203.0.113.9', method, headers: { host: 'glint.example', ...headers } });
const write = { 'content-type': 'application/json', 'x-glint-admin': '1' };
const codeOf = (facts: AdminRequestFacts, token: string | undefined = TOKEN) => refuseAdminRequest(facts, token)?.code ?? 'allowed';

describe('who may call /admin', () => {
  it('admits a direct loopback caller over IPv4, IPv6 and IPv4-mapped IPv6 without a token', () => {
    for (const [remoteAddress, host] of [['127.0.0.1', '127.0.0.1:8080'], ['::1', '[::1]:8080'], ['::ffff:127.0.0.1', 'localhost:8080']]) {
      expect(codeOf({ remoteAddress, method: 'GET', headers: { ...cli, host } }, undefined)).toBe('allowed');
    }
  });

  it('refuses a remote caller without the token, even when no token is configured', () => {
    expect(codeOf(remote({}), undefined)).toBe('ADMIN.UNAUTHORISED');
    expect(codeOf(remote({ authorization: 'Bearer anything' }), undefined)).toBe('ADMIN.UNAUTHORISED');
  });

  it('admits a remote caller with the exact bearer token and refuses a near miss', () => {
    expect(codeOf(remote({ authorization: `Bearer ${TOKEN}` }))).toBe('allowed');
    expect(codeOf(remote({ authorization: `bearer ${TOKEN}` }))).toBe('allowed');
    expect(codeOf(remote({ authorization: `Bearer ${TOKEN.slice(1)}` }))).toBe('ADMIN.UNAUTHORISED');
    expect(codeOf(remote({ authorization: TOKEN }))).toBe('ADMIN.UNAUTHORISED');
  });

  it('refuses a wrong token even from loopback, where no token at all would do', () => {
    expect(codeOf(local({ ...cli, authorization: 'Bearer guess' }))).toBe('ADMIN.UNAUTHORISED');
    expect(codeOf(local({ ...cli, authorization: 'Bearer guess' }), undefined)).toBe('ADMIN.UNAUTHORISED');
  });

  it('does not trust loopback when a proxy on this machine relayed the request, whatever its header is called', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip', 'via', 'x-original-forwarded-for', 'x-forwarded-host']) {
      expect(codeOf(local({ ...cli, [header]: '198.51.100.4' })), header).toBe('ADMIN.UNAUTHORISED');
    }
    expect(codeOf(local({ ...cli, 'x-real-ip': '198.51.100.4', authorization: `Bearer ${TOKEN}` }))).toBe('allowed');
  });

  it('refuses a page on another site and a rebound DNS name, even over loopback', () => {
    expect(codeOf(local({ ...cli, origin: 'https://evil.example' }))).toBe('ADMIN.UNAUTHORISED');
    expect(codeOf(local({ ...cli, 'sec-fetch-site': 'cross-site' }))).toBe('ADMIN.UNAUTHORISED');
    expect(codeOf(local({ ...cli, host: 'rebound.evil.example:8080' }))).toBe('ADMIN.UNAUTHORISED');
    expect(codeOf(local({ 'user-agent': 'node' }))).toBe('ADMIN.UNAUTHORISED');
  });

  it('lets a write through only with a JSON body and X-Glint-Admin: 1, token or not', () => {
    expect(codeOf(local({ ...cli, ...write }, 'POST'))).toBe('allowed');
    expect(codeOf(local({ ...cli, 'content-type': 'application/json; charset=utf-8', 'x-glint-admin': '1' }, 'POST'))).toBe('allowed');
    expect(codeOf(local({ ...cli, 'content-type': 'application/json' }, 'POST'))).toBe('ADMIN.FORGEABLE');
    expect(codeOf(local({ ...cli, 'content-type': 'text/plain', 'x-glint-admin': '1' }, 'POST'))).toBe('ADMIN.FORGEABLE');
    expect(codeOf(local(cli, 'POST'))).toBe('ADMIN.FORGEABLE');
    expect(codeOf(remote({ authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' }, 'POST'))).toBe('ADMIN.FORGEABLE');
    expect(codeOf(remote({ authorization: `Bearer ${TOKEN}`, ...write }, 'POST'))).toBe('allowed');
  });
});
