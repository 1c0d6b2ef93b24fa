import { z } from 'zod';

/** Device ids are printable ASCII, long enough to be unguessable (a guest account hangs on one). */
const DEVICE_ID_MIN = 16;
const DEVICE_ID_MAX = 128;
const SHORT_TEXT_MAX = 64;

/** The id the client generates once per install and keeps (quick sign-in finds its guest account by it). */
export const deviceIdSchema = z
  .string()
  .min(DEVICE_ID_MIN)
  .max(DEVICE_ID_MAX)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII only');

/** "plus device info" of the login payload (000 §3): who signs in from what. */
export const deviceInfoShape = {
  device_id: deviceIdSchema,
  /** 'web', 'ios' or 'android' (free text, kept for support). */
  platform: z.string().max(SHORT_TEXT_MAX).optional(),
  app_version: z.string().max(SHORT_TEXT_MAX).optional(),
};
