import { randomBytes } from 'node:crypto';
import { WIRE_KEY_BYTES } from '../../src/domain/constants.js';

/** A fresh per-session wire key, issued at login as `app_cre` (docs/wire-format.md "Keys"). */
export function createSessionKey(): string {
  return randomBytes(WIRE_KEY_BYTES).toString('base64');
}
