import { z } from 'zod';

/** Storage name of the third-party sign-in in progress (it must survive the redirect). */
export const THIRD_PARTY_PENDING_NAME = 'third-party-pending';
/** A return later than this after leaving is not ours any more (ours: the provider's login rarely takes longer). */
export const THIRD_PARTY_PENDING_TTL_MS = 10 * 60_000;

/** What the browser remembers while the user is at the provider. */
export const thirdPartyPendingSchema = z.object({
  /** Format version of this entry. */
  v: z.literal(1),
  /** The random 16-byte hex state the return must carry (000 §5). */
  state: z.string().regex(/^[0-9a-f]{32}$/),
  /** The PKCE verifier; only its SHA-256 went to the provider. */
  code_verifier: z.string().min(43).max(128),
  /** Sent again with the code: the provider checks it matches. */
  redirect_uri: z.string().min(1),
  /** When the user left, epoch ms. */
  started_at: z.number().int().nonnegative(),
});

export type ThirdPartyPending = z.infer<typeof thirdPartyPendingSchema>;
