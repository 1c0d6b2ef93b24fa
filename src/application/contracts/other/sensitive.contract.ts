import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Ours: the most list types one call may ask for. */
const TYPES_MAX = 16;

/** One word list of screening (001 §3 "Sensitive word set"): its type, version and words. */
export const sensitiveListSchema = z.object({
  /** SENSITIVE_TYPE list types: 1 words, 2 secondary words, 4 app-store links, 5 link words (all must occur). */
  type: z.number().int().positive(),
  /** config_version.sensitive of /profile/init: refetch only when it changes. */
  version: z.number().int().nonnegative(),
  content: z.array(z.string()),
});

/**
 * /other/sensitive (001 §7): the word lists screenOutgoingText uses. `type` asks for some
 * list types; absent or empty, every list. The server screens with the same lists, so a
 * client that skips or changes them only gets its text masked by the server instead.
 */
export const otherSensitiveContract = defineContract({
  path: '/other/sensitive',
  payload: z.object({ type: z.array(z.number().int().positive()).max(TYPES_MAX).optional() }),
  response: z.object({ list: z.array(sensitiveListSchema) }),
});

export type SensitiveList = z.output<typeof sensitiveListSchema>;
