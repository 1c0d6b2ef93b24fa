import { z } from 'zod';

/**
 * Ours: why /login/forgot-code or /login/reset-password said no, carried as the refusal's
 * `data` so the client words it in the person's language (the `msg` is English).
 */
export const RESET_REFUSAL = {
  /** The code is wrong, used up or expired. */
  codeInvalid: 'RESET.CODE_INVALID',
  /** The address took too many wrong codes today: resets are locked for a while (the owner was mailed). */
  addressLocked: 'RESET.ADDRESS_LOCKED',
  /** The address was sent as many codes as it may be in a day. */
  addressDailyCap: 'RESET.ADDRESS_DAILY_CAP',
  /** This connection asked for as many codes as it may in an hour. */
  clientHourlyCap: 'RESET.CLIENT_HOURLY_CAP',
  /** The code came from a device that never signed in to the account, without the mail's link: open the link on this device. */
  openMailLink: 'RESET.OPEN_MAIL_LINK',
} as const;

export type ResetRefusalCode = (typeof RESET_REFUSAL)[keyof typeof RESET_REFUSAL];

export const resetRefusalSchema = z.object({
  code: z.enum([RESET_REFUSAL.codeInvalid, RESET_REFUSAL.addressLocked, RESET_REFUSAL.addressDailyCap, RESET_REFUSAL.clientHourlyCap, RESET_REFUSAL.openMailLink]),
});
