import { createHash, randomBytes } from 'node:crypto';
import { WIRE_KEY_BYTES } from '../../src/domain/constants.js';
import { TOKEN_BYTES } from './accounts-policy.js';

/** A fresh bearer or refresh token: TOKEN_BYTES random bytes, base64url. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (hex). A leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A per-session request key (`app_cre`): WIRE_KEY_BYTES random bytes, base64, as the codec expects. */
export function newSessionKey(): string {
  return randomBytes(WIRE_KEY_BYTES).toString('base64');
}
