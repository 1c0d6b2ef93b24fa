import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Ours: an upload ticket (its Authorization and Date) is accepted this long either side of its date. */
export const UPLOAD_DATE_TOLERANCE_MS = 5 * 60_000;

const KEY_BYTES = 32;
const KEY_INFO = 'glint upload tokens v1';

/**
 * The key of local upload tokens, derived from the server secret so it needs no file of
 * its own yet is independent of every other use of that secret.
 */
export function deriveUploadKey(serverSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_INFO, KEY_BYTES));
}

/** The per-upload token: HMAC-SHA256 over the method, path and date, base64url. */
export function uploadToken(key: Buffer, path: string, date: string): string {
  return createHmac('sha256', key).update(`PUT\n/${path}\n${date}`).digest('base64url');
}

export function isUploadToken(key: Buffer, path: string, date: string, token: string): boolean {
  const expected = Buffer.from(uploadToken(key, path, date));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a ticket dated `issuedAt` (NaN when unreadable) may be used at `now`: ± UPLOAD_DATE_TOLERANCE_MS. */
export function isWithinUploadWindow(issuedAt: number, now: number): boolean {
  return Math.abs(now - issuedAt) <= UPLOAD_DATE_TOLERANCE_MS;
}
