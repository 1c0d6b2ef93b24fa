export const WIRE_NONCE_MIN_BYTES = 12;
export const WIRE_NONCE_MAX_BYTES = 32;

/** Field names the request layer adds to every payload; a contract may not use them. */
export const TIMES_FIELD = 'times';
export const NONCE_FIELD = 'nonce';
export const SIGN_FIELD = 'sign';
export const RESERVED_FIELDS: readonly string[] = [TIMES_FIELD, NONCE_FIELD, SIGN_FIELD];

/** What the sender adds before signing: the clock in ms and a fresh random nonce. */
export interface RequestStamp {
  readonly times: number;
  readonly nonce: string;
}

const NONCE_PATTERN = new RegExp(`^[0-9a-f]{${WIRE_NONCE_MIN_BYTES * 2},${WIRE_NONCE_MAX_BYTES * 2}}$`);
const SIGN_PATTERN = /^[0-9a-f]{64}$/;

/** A nonce is lowercase hex of WIRE_NONCE_MIN_BYTES..WIRE_NONCE_MAX_BYTES bytes. */
export function isNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE_PATTERN.test(value);
}

/** `times` is a non-negative integer number of milliseconds. */
export function isTimes(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** `sign` is a lowercase hex HMAC-SHA256 (64 characters). */
export function isSign(value: unknown): value is string {
  return typeof value === 'string' && SIGN_PATTERN.test(value);
}
