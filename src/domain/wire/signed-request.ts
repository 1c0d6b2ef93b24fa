import { canonicalString } from './canonical-string';
import { NONCE_FIELD, RESERVED_FIELDS, SIGN_FIELD, TIMES_FIELD, isNonce, isSign, isTimes, type RequestStamp } from './signed-request-fields';
import { wireFail, wireOk, type WireOutcome } from './wire-outcome';

/** A payload with its stamp, ready to sign: `{ ...payload, times, nonce }`. */
export function stampPayload(payload: Readonly<Record<string, unknown>>, stamp: RequestStamp): Record<string, unknown> {
  for (const field of RESERVED_FIELDS) {
    if (field in payload) throw new Error(`stampPayload: "${field}" is reserved by the request layer`);
  }
  return { ...payload, [TIMES_FIELD]: stamp.times, [NONCE_FIELD]: stamp.nonce };
}

/** A decrypted request taken apart: the caller's payload, its stamp, its claimed sign. */
export interface SignedRequest {
  readonly payload: Readonly<Record<string, unknown>>;
  readonly stamp: RequestStamp;
  readonly sign: string;
  /** The text `sign` must be the HMAC of. */
  readonly canonical: string;
}

/** What a receiver gets from a request whose MAC and sign both check out. */
export interface OpenedRequest {
  readonly payload: Readonly<Record<string, unknown>>;
  readonly stamp: RequestStamp;
}

/** Checks the shape of a decrypted request (not its signature: that needs the key). */
export function readSignedRequest(value: unknown): WireOutcome<SignedRequest> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return wireFail('WIRE.PLAINTEXT', 'Request is not a JSON object');
  }
  const fields = value as Readonly<Record<string, unknown>>;
  const { [TIMES_FIELD]: times, [NONCE_FIELD]: nonce, [SIGN_FIELD]: sign, ...payload } = fields;
  if (!isTimes(times)) return wireFail('WIRE.FIELDS', 'times must be a non-negative integer (ms)');
  if (!isNonce(nonce)) return wireFail('WIRE.FIELDS', 'nonce must be 24 to 64 lowercase hex characters');
  if (!isSign(sign)) return wireFail('WIRE.FIELDS', 'sign must be 64 lowercase hex characters');
  return wireOk({ payload, stamp: { times, nonce }, sign, canonical: canonicalString(fields) });
}
