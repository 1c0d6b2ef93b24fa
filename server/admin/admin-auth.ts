import { createHash, timingSafeEqual } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface AdminRequestFacts {
  /** The socket's peer address (Fastify's request.ip without trustProxy). */
  readonly remoteAddress: string | undefined;
  readonly authorization: string | undefined;
  /** Set when a reverse proxy relayed the request: then loopback proves nothing. */
  readonly forwardedFor: string | undefined;
}

/**
 * Who may use /admin: the machine's own operator (a loopback peer that did not come
 * through a proxy on the same machine) or anyone presenting ADMIN_TOKEN as a bearer token.
 */
export function isAdminRequest(facts: AdminRequestFacts, adminToken: string | undefined): boolean {
  if (adminToken !== undefined && facts.authorization !== undefined && tokenMatches(facts.authorization, adminToken)) return true;
  return facts.forwardedFor === undefined && facts.remoteAddress !== undefined && LOOPBACK.has(facts.remoteAddress);
}

function tokenMatches(authorization: string, adminToken: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (match?.[1] === undefined) return false;
  // Hash both sides so the comparison takes the same time whatever the lengths.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match[1]), digest(adminToken));
}
