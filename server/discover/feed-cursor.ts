import type { FeedKey } from '../../src/domain/index.js';

/**
 * A Discover cursor: the epoch whose order the feed started from, when it started, and
 * the key of the last card served. Opaque to the client (base64url JSON).
 */
export interface FeedCursor {
  readonly epoch: number;
  readonly startedAt: number;
  readonly after: FeedKey;
}

export function encodeFeedCursor(cursor: FeedCursor): string {
  const { epoch, startedAt, after } = cursor;
  return Buffer.from(JSON.stringify([epoch, startedAt, after.online, after.popularity, after.activeAt, after.uid])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeFeedCursor(text: string): FeedCursor | null {
  try {
    const parts: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 6 || !parts.every((part) => Number.isSafeInteger(part) && (part as number) >= 0)) return null;
    const [epoch, startedAt, online, popularity, activeAt, uid] = parts as number[];
    if (online !== 0 && online !== 1) return null;
    return { epoch: epoch ?? 0, startedAt: startedAt ?? 0, after: { online, popularity: popularity ?? 0, activeAt: activeAt ?? 0, uid: uid ?? 0 } };
  } catch {
    return null;
  }
}
