/**
 * The server's account policy: lifetimes, code rules and sign-in throttling. These are
 * ours, not the specification's (it shows no server behaviour); docs/adr/0003-accounts.md
 * explains each choice.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A bearer token works this long after it was issued; the refresh token renews it. */
export const ACCESS_TOKEN_TTL_MS = 30 * DAY_MS;
/** A refresh token works this long; each use replaces it with a new one. */
export const REFRESH_TOKEN_TTL_MS = 90 * DAY_MS;
/**
 * After a rotation the previous bearer token keeps working this long, and the used refresh
 * token, presented again this soon, gets the same new pair: requests in flight at the rotation
 * and a retried refresh must not sign the user out (docs/adr/0003-accounts.md). Until the
 * new pair is first used the old one works past this too: its answer may never have reached
 * the app (migration 1230).
 */
export const ROTATION_GRACE_MS = 30_000;
/** Random bytes of every bearer and refresh token (256 bits; at least 128 is the rule). */
export const TOKEN_BYTES = 32;

/** A password-reset code works this long, once (wrong guesses are capped per address: RESET_LOCK_FAILURES). */
export const RESET_CODE_TTL_MS = 10 * MINUTE_MS;
/** A new code for the same address is sent at most this often (the answer stays the same). */
export const RESET_CODE_RESEND_MS = MINUTE_MS;
/** Codes one address may be sent per RESET_ADDRESS_WINDOW_MS (counted whether or not it has an account). */
export const RESET_CODES_PER_ADDRESS = 5;
export const RESET_ADDRESS_WINDOW_MS = DAY_MS;
/** Codes one client address (IP) may ask for per RESET_CLIENT_WINDOW_MS, over all email addresses. */
export const RESET_CODES_PER_CLIENT = 10;
export const RESET_CLIENT_WINDOW_MS = HOUR_MS;
/**
 * Wrong codes an address may take per RESET_LOCK_WINDOW_MS (rolling, over all its codes)
 * before its reset locks until the oldest of them ages out; the owner is told by mail.
 * With a 4-digit code this bounds a takeover by code guessing to
 * RESET_LOCK_FAILURES / 10^4 per RESET_LOCK_WINDOW_MS (docs/adr/0003-accounts.md).
 */
export const RESET_LOCK_FAILURES = 3;
export const RESET_LOCK_WINDOW_MS = DAY_MS;
/**
 * Random bytes of the reset mail's link token (256 bits; at least 128 is the rule). A code
 * is checked only beside it or from a device that signed in to the account before, so a
 * stranger must guess this (or a 16-byte device id) first (docs/adr/0003-accounts.md).
 */
export const RESET_LINK_TOKEN_BYTES = 32;

/** How a run of failed sign-ins slows the next attempt (see login-throttle.ts). */
export interface ThrottleRule {
  /** Failures allowed before any waiting. */
  readonly freeFailures: number;
  /** Wait after the first failure beyond the free ones; doubled for each further one. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** One email from one address (or one known device): a typing user never notices it. */
export const PAIR_THROTTLE: ThrottleRule = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE_MS };
/** One email from anywhere: catches attacks spread over many addresses. */
export const ACCOUNT_THROTTLE: ThrottleRule = { freeFailures: 20, baseDelayMs: 2_000, maxDelayMs: 15 * MINUTE_MS };
/** Failures older than this no longer count. */
export const THROTTLE_LOOKBACK_MS = DAY_MS;
/** A device or address that signed in to the account this recently is "known" to it. */
export const TRUSTED_SOURCE_MS = 30 * DAY_MS;
