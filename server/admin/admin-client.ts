import type { JsonValue } from '../db/schema.js';
import { ADMIN_WRITE_HEADER, ADMIN_WRITE_HEADER_VALUE } from './admin-auth.js';

/** How the CLI reaches the running server's /admin API. */
export interface AdminTarget {
  readonly baseUrl: string;
  /** ADMIN_TOKEN, needed when the server is not on this machine's loopback. */
  readonly token: string | undefined;
}

export type AdminAnswer =
  | { readonly ok: true; readonly data: { readonly [key: string]: JsonValue } }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/** One admin request. Never throws for an unreachable or misbehaving server: that is an answer too. */
export async function callAdmin(
  target: AdminTarget,
  method: 'GET' | 'POST',
  path: string,
  body?: Readonly<Record<string, JsonValue>>,
): Promise<AdminAnswer> {
  const url = `${target.baseUrl}/admin${path}`;
  // The write header proves to the server that no web page forged this request.
  const headers: Record<string, string> = { [ADMIN_WRITE_HEADER]: ADMIN_WRITE_HEADER_VALUE };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (target.token !== undefined) headers.authorization = `Bearer ${target.token}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      ok: false,
      error: { code: 'ADMIN.UNREACHABLE', message: `no Glint server answered at ${target.baseUrl}${cause} (is it running? is PORT right?)` },
    };
  }
  const text = await response.text();
  try {
    const answer = JSON.parse(text) as AdminAnswer;
    if (typeof answer === 'object' && answer !== null && typeof answer.ok === 'boolean') return answer;
  } catch {
    // fall through: not JSON
  }
  return { ok: false, error: { code: 'ADMIN.BAD_ANSWER', message: `HTTP ${response.status} from ${url}: ${text.slice(0, 200)}` } };
}
