/**
 * Why an envelope or a signed request was refused. Every code is an expected failure of
 * input from the network, never a bug; `message` is safe to send back to the caller.
 */
export type WireErrorCode =
  /** Not an envelope: not JSON, wrong version, or a field that is not well-formed base64. */
  | 'WIRE.ENVELOPE'
  /** The MAC does not match: tampered, truncated, or sealed with another key. */
  | 'WIRE.MAC'
  /** Authentic but the ciphertext does not decrypt (bad PKCS#7 padding): a sender bug. */
  | 'WIRE.DECRYPT'
  /** Decrypted text is not a JSON object (or not UTF-8). */
  | 'WIRE.PLAINTEXT'
  /** `times`, `nonce` or `sign` is missing or malformed. */
  | 'WIRE.FIELDS'
  /** `sign` does not match the canonical string. */
  | 'WIRE.SIGN';

export interface WireError {
  readonly code: WireErrorCode;
  readonly message: string;
}

export type WireOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WireError };

export function wireOk<T>(value: T): WireOutcome<T> {
  return { ok: true, value };
}

export function wireFail<T = never>(code: WireErrorCode, message: string): WireOutcome<T> {
  return { ok: false, error: { code, message } };
}
