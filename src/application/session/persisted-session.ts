import { z } from 'zod';
import { currentUserSchema } from '../contracts/user/current-user';

/** Storage entry names of the session (one device-wide entry each). */
export const SESSION_STORAGE_NAME = 'session';

/**
 * The signed-in session as it outlives a reload (house style 13: schema first). Version 1
 * is the only version; anything unreadable or of another version is treated as signed out,
 * which costs the user one sign-in and never a wrong identity.
 */
export const persistedSessionSchema = z.object({
  /** Format version of this entry. */
  v: z.literal(1),
  /** The bearer token of /login/handle or /login/refresh. */
  token: z.string().min(1),
  /** Trades for new tokens at /login/refresh; rotates on every use. */
  refresh_token: z.string().min(1),
  /** The per-session request key (base64) the request layer seals with. */
  app_cre: z.string().min(1),
  uid: z.number().int().positive(),
  /** The last known user_info (refreshed by /profile/init). */
  user: currentUserSchema,
});

export type PersistedSession = z.infer<typeof persistedSessionSchema>;

/** Reads a stored value back; null when absent, corrupt or of an unknown version. */
export function readPersistedSession(raw: unknown): PersistedSession | null {
  const parsed = persistedSessionSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
