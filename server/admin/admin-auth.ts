import { createHash, timingSafeEqual } from 'node:crypto';

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Host names a page on this machine can only reach us by when it was served by us: a rebound DNS name is none of them. */
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;
/**
 * Headers a proxy adds to say whom it relays, whatever it calls them (Forwarded,
 * X-Forwarded-For, X-Real-IP, CF-Connecting-IP, True-Client-IP, Via…): a loopback socket
 * carrying one is a proxy on this machine speaking for somebody else.
 */
const RELAY_HEADER = /^via$|forward|real-?ip|client-?ip|connecting-?ip|remote-?(addr|ip)|originating-?ip|proxy/i;
/** Values of Sec-Fetch-Site a browser sends when another site made it call us. */
const CROSS_SITE = new Set(['cross-site', 'same-site']);

/** The header every admin write carries: a web page cannot add it cross-origin without a CORS preflight we never grant. */
export const ADMIN_WRITE_HEADER = 'x-glint-admin';
export const ADMIN_WRITE_HEADER_VALUE = '1';

export interface AdminRequestFacts {
  /** The socket's peer address (never a forwarded one). */
  readonly remoteAddress: string | undefined;
  readonly method: string;
  /** Every header, names in lower case. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export type AdminRefusal =
  | { readonly code: 'ADMIN.UNAUTHORISED'; readonly status: 401; readonly message: string }
  | { readonly code: 'ADMIN.FORGEABLE'; readonly status: 403; readonly message: string };

/**
 * Who may use /admin (DESIGN.md "Trust"): anyone presenting ADMIN_TOKEN as a bearer
 * token, or, without any Authorization, a direct loopback connection — the socket on
 * loopback, addressed by a loopback Host (no DNS rebinding), relaying nobody (no
 * forwarding header of any name) and not sent by another site's page. A wrong token is
 * refused even from loopback. Every write also needs a JSON body and X-Glint-Admin: 1,
 * which no HTML form or cross-origin script can send. Null means allowed.
 */
export function refuseAdminRequest(facts: AdminRequestFacts, adminToken: string | undefined): AdminRefusal | null {
  const authorization = single(facts.headers.authorization);
  const allowed = authorization === undefined ? isDirectLoopback(facts) : adminToken !== undefined && tokenMatches(authorization, adminToken);
  if (!allowed) {
    return { code: 'ADMIN.UNAUTHORISED', status: 401, message: 'admin requests come straight from this machine, or carry Authorization: Bearer $ADMIN_TOKEN' };
  }
  if (facts.method !== 'GET' && facts.method !== 'HEAD' && !isUnforgeableWrite(facts)) {
    return { code: 'ADMIN.FORGEABLE', status: 403, message: `admin writes need Content-Type: application/json and ${ADMIN_WRITE_HEADER}: ${ADMIN_WRITE_HEADER_VALUE}` };
  }
  return null;
}

function isDirectLoopback(facts: AdminRequestFacts): boolean {
  const { headers } = facts;
  if (facts.remoteAddress === undefined || !LOOPBACK_ADDRESS.test(facts.remoteAddress)) return false;
  if (!LOOPBACK_HOST.test(single(headers.host) ?? '')) return false;
  if (Object.keys(headers).some((name) => RELAY_HEADER.test(name))) return false;
  return headers.origin === undefined && !CROSS_SITE.has(single(headers['sec-fetch-site']) ?? '');
}

function isUnforgeableWrite(facts: AdminRequestFacts): boolean {
  const contentType = single(facts.headers['content-type']) ?? '';
  return /^application\/json\s*(;|$)/i.test(contentType) && single(facts.headers[ADMIN_WRITE_HEADER]) === ADMIN_WRITE_HEADER_VALUE;
}

function tokenMatches(authorization: string, adminToken: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (match?.[1] === undefined) return false;
  // Hash both sides so the comparison takes the same time whatever the lengths.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match[1]), digest(adminToken));
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
