/**
 * The server's rate limits (DESIGN.md "Trust"): every route belongs to one class, and
 * each class has two fixed windows, counted per client address and, once signed in,
 * per user. The short "burst" window is what tells a flood from a test suite or a busy
 * person: a script creating 40 guests in 0.7 s or posting 150 telemetry rows in 0.4 s
 * meets it at once, while a browser (or a suite of browsers on one machine) never comes
 * near it. The long "sustained" window caps what a patient client gets through in a day.
 * Numbers are ours (the specification sets none); docs/adr explains them.
 */
export type RateClass = 'signIn' | 'resetCode' | 'upload' | 'report' | 'telemetry' | 'api' | 'other';

export interface RateWindow {
  /** Requests admitted per window (multiplied by RATE_LIMIT_FACTOR). */
  readonly max: number;
  readonly windowMs: number;
}

export interface RateRule {
  readonly burst: RateWindow;
  readonly sustained: RateWindow;
}

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const BURST_MS = 10 * SECOND_MS;
const SUSTAINED_MS = 10 * MINUTE_MS;

/** Sign-in and guest creation (/login/handle, /account/bind): a few a minute for people, a parallel test suite's dozen at once. */
export const SIGN_IN_LIMIT: RateRule = { burst: { max: 20, windowMs: BURST_MS }, sustained: { max: 600, windowMs: SUSTAINED_MS } };
/**
 * Reset codes sent and tried (/login/forgot-code, /login/reset-password). Wider than the
 * accounts' own per-address and per-code caps, which answer first with their own result
 * codes; this one stops a script spraying many addresses.
 */
export const RESET_CODE_LIMIT: RateRule = { burst: { max: 30, windowMs: MINUTE_MS }, sustained: { max: 300, windowMs: HOUR_MS } };
/** Upload tickets, confirmations and the PUTs themselves: nine pictures at once is one message. */
export const UPLOAD_LIMIT: RateRule = { burst: { max: 60, windowMs: BURST_MS }, sustained: { max: 1_200, windowMs: SUSTAINED_MS } };
/** Reports of other users: each one is read by a person. */
export const REPORT_LIMIT: RateRule = { burst: { max: 10, windowMs: MINUTE_MS }, sustained: { max: 60, windowMs: HOUR_MS } };
/** Telemetry, client logs and attribution (open to anyone, each a stored row). */
export const TELEMETRY_LIMIT: RateRule = { burst: { max: 30, windowMs: BURST_MS }, sustained: { max: 1_200, windowMs: SUSTAINED_MS } };
/**
 * Every other API endpoint: a flood guard far above what the app sends (150/s for 10 s,
 * 100/s for 10 min), so test harnesses driving the server flat out from one address pass.
 */
export const API_LIMIT: RateRule = { burst: { max: 1_500, windowMs: BURST_MS }, sustained: { max: 60_000, windowMs: SUSTAINED_MS } };
/** Pages, assets, uploaded media, the broker's socket, health and payment pages. */
export const OTHER_ROUTE_LIMIT: RateRule = { burst: { max: 1_200, windowMs: BURST_MS }, sustained: { max: 60_000, windowMs: SUSTAINED_MS } };

export const RATE_LIMITS: Readonly<Record<RateClass, RateRule>> = {
  signIn: SIGN_IN_LIMIT,
  resetCode: RESET_CODE_LIMIT,
  upload: UPLOAD_LIMIT,
  report: REPORT_LIMIT,
  telemetry: TELEMETRY_LIMIT,
  api: API_LIMIT,
  other: OTHER_ROUTE_LIMIT,
};

/**
 * Clients (addresses or users) each limiter remembers at once, least recently seen
 * forgotten first: bounds memory under a flood from many addresses (a forgotten client
 * starts a fresh window, it is never refused by mistake).
 */
export const RATE_LIMIT_TRACKED_CLIENTS = 20_000;

/** RATE_LIMIT_FACTOR multiplies every max; load tools (sim/, bench/) raise it explicitly. */
export const RATE_LIMIT_FACTOR_DEFAULT = 1;
export const RATE_LIMIT_FACTOR_MAX = 100_000;
