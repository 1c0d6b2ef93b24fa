import { HTTP_TOO_MANY_REQUESTS, RESULT_ERROR } from '../../src/domain/constants.js';

export { HTTP_TOO_MANY_REQUESTS };

/** What a limiter says about one request. */
export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

export const ADMITTED: RateVerdict = { ok: true };

/**
 * The 429 answer, plain JSON like every refusal of the request layer: `msg` in words,
 * `retry_after` in seconds for the client's toast (and the Retry-After header beside it).
 */
export function tooManyRequestsBody(retryAfterSeconds: number): string {
  return JSON.stringify({ ok: RESULT_ERROR, msg: `Too many requests: slow down and retry in ${retryAfterSeconds} s`, retry_after: retryAfterSeconds });
}

export const HTTP_UNAVAILABLE = 503;

/** The answer when the shared counters (Redis, REDIS_URL) cannot be reached: not counted, so not admitted. */
export function unavailableBody(retryAfterSeconds: number): string {
  return JSON.stringify({ ok: RESULT_ERROR, msg: 'Service temporarily unavailable, retry shortly', retry_after: retryAfterSeconds });
}
