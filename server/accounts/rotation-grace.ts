import { ROTATION_GRACE_MS } from './accounts-policy.js';
import type { IssuedSession } from './issued-session.js';
import { hashToken } from './tokens.js';

/** What one rotation leaves behind for ROTATION_GRACE_MS. */
export interface RotationRecord {
  readonly sessionId: number;
  readonly uid: number;
  readonly deviceId: string;
  /** The request key of the previous token: requests signed with it keep verifying. */
  readonly previousAppCre: string;
  /** The pair the rotation handed out, answered again to the same refresh token. */
  readonly issued: IssuedSession;
  readonly until: number;
}

/**
 * The rotation grace (ROTATION_GRACE_MS), kept in the server's memory, never in the table:
 * the new pair must be answered again in clear, and a leaked table must still give no
 * usable token. Keys are token hashes. A restart forgets the grace, which only makes a
 * late retry sign in again. Whether the session is still live (logout, ban) is the
 * caller's check on the row: the grace never outlives a revocation.
 */
export interface RotationGrace {
  remember(previous: { readonly tokenHash: string; readonly refreshTokenHash: string }, record: Omit<RotationRecord, 'until'>, now: number): void;
  /** The rotation whose previous bearer token this is, within grace. */
  byPreviousToken(token: string, now: number): RotationRecord | null;
  /** The rotation that consumed this refresh token, within grace. */
  byUsedRefreshToken(refreshToken: string, now: number): RotationRecord | null;
}

export function createRotationGrace(): RotationGrace {
  const byToken = new Map<string, RotationRecord>();
  const byRefresh = new Map<string, RotationRecord>();

  const live = (map: Map<string, RotationRecord>, key: string, now: number): RotationRecord | null => {
    const record = map.get(key);
    if (record === undefined) return null;
    if (record.until > now) return record;
    map.delete(key);
    return null;
  };

  const forgetExpired = (now: number): void => {
    for (const map of [byToken, byRefresh]) for (const [key, record] of map) if (record.until <= now) map.delete(key);
  };

  return {
    remember(previous, record, now) {
      forgetExpired(now);
      const entry: RotationRecord = { ...record, until: now + ROTATION_GRACE_MS };
      byToken.set(previous.tokenHash, entry);
      byRefresh.set(previous.refreshTokenHash, entry);
    },
    byPreviousToken: (token, now) => live(byToken, hashToken(token), now),
    byUsedRefreshToken: (refreshToken, now) => live(byRefresh, hashToken(refreshToken), now),
  };
}
