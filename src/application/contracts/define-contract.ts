import { z } from 'zod';
import { RESERVED_FIELDS } from '../../domain';

/**
 * One API request (an endpoint): its path under /api, the schema of its payload and the schema of the
 * `data` its successful responses carry (000 §7). The server validates payloads and its
 * own responses with it; the client validates what it sends and parses what it gets.
 */
export interface Contract<P extends z.ZodObject = z.ZodObject, R extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly payload: P;
  /** `data` of every success (ok > 0 other than 97 and 99); make it optional when a success may carry none. */
  readonly response: R;
}

/** What a caller passes (before defaults and transforms). */
export type PayloadInput<C extends Contract> = z.input<C['payload']>;
/** What a handler receives (after validation). */
export type Payload<C extends Contract> = z.output<C['payload']>;
/** What a handler returns as `data`. */
export type ResponseInput<C extends Contract> = z.input<C['response']>;
/** What the client gets as `data`. */
export type ResponseData<C extends Contract> = z.output<C['response']>;

/** `/area/name`, segments of letters, digits, `-` and `_` — the spec's paths. */
const CALL_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * Declares a call. Throws for a malformed path or a payload field the request layer
 * reserves (`times`, `nonce`, `sign`): both are bugs found at start-up.
 */
export function defineContract<P extends z.ZodObject, R extends z.ZodType>(contract: {
  readonly path: string;
  readonly payload: P;
  readonly response: R;
}): Contract<P, R> {
  if (!CALL_PATH.test(contract.path)) throw new Error(`defineContract: "${contract.path}" is not a call path like /profile/balance`);
  const reserved = Object.keys(contract.payload.shape).filter((key) => RESERVED_FIELDS.includes(key));
  if (reserved.length > 0) throw new Error(`defineContract ${contract.path}: payload field "${reserved.join('", "')}" is reserved`);
  return Object.freeze({ path: contract.path, payload: contract.payload, response: contract.response });
}
