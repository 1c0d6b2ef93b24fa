import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { IssuedSession } from './issued-session.js';

const CIPHER = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds the derived key to this one use: a refresh token opens only its own rotation's answer. */
const KEY_LABEL = 'glint/rotation-reply/v1';

/** The AES key only the holder of `refreshToken` can derive (the table keeps its SHA-256, never the token). */
const keyOf = (refreshToken: string): Buffer => Buffer.from(hkdfSync('sha256', refreshToken, '', KEY_LABEL, KEY_BYTES));

/**
 * The pair a rotation handed out, sealed under the refresh token it consumed, so the row
 * can answer a retried rotation with the same pair on any node and after a restart while
 * a leaked table still gives no usable token (AES-256-GCM, random IV; base64url of iv,
 * tag, ciphertext).
 */
export function sealRotation(issued: IssuedSession, refreshToken: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(issued), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed pair, or null when `refreshToken` is not the one it was sealed under (or the text is not a seal). */
export function openRotation(sealed: string, refreshToken: string): IssuedSession | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(CIPHER, keyOf(refreshToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as IssuedSession;
  } catch {
    return null;
  }
}
