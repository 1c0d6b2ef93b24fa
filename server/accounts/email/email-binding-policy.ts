/**
 * Binding and changing an account's e-mail (issue #13; 001 §2 bind-email, modify-email).
 * The numbers are ours: the specification names the reward but shows no amount.
 */
const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/** Coins credited once per account for binding an e-mail (001 §9 "bind-email reward in coins"). */
export const BIND_EMAIL_REWARD_COINS = 100;
/** The ledger's idempotency key of that reward: a retry, a second tap or a later change is the same grant. */
export const bindEmailRewardKey = (uid: number): string => `bind-email:${uid}`;

/** A bind or change code works this long, once. */
export const EMAIL_CODE_TTL_MS = 10 * MINUTE_MS;
/** A new code for the same step is mailed at most this often. */
export const EMAIL_CODE_RESEND_MS = MINUTE_MS;
/** Wrong tries one code takes before it stops working (a new code must be asked for). */
export const EMAIL_CODE_MAX_TRIES = 5;
/** Codes one account may be mailed per EMAIL_CODE_CAP_WINDOW_MS over every step: the mailer is no spam cannon. */
export const EMAIL_CODES_PER_ACCOUNT = 10;
export const EMAIL_CODE_CAP_WINDOW_MS = 24 * 60 * MINUTE_MS;

export const secondsUntil = (ms: number): number => Math.ceil(ms / SECOND_MS);
