import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Ours: language codes are short (en, pt, zh-Hant). */
const LANGUAGE_MAX = 16;
/** Ours: the longest text one call translates. */
export const TRANSLATE_TEXT_MAX = 5_000;

/**
 * /translate/index (001 §7): a received message in the reader's language. ok 1 with
 * data.text; a text the server cannot translate is refused (ok -1) with a clear msg (the client
 * goes back to idle, 001 §4). `key` is the client's handle of the message (echoed back).
 */
export const translateIndexContract = defineContract({
  path: '/translate/index',
  payload: z.object({
    /** The language wanted (an app language code such as en, es, ar, pt, tr). */
    target: z.string().min(2).max(LANGUAGE_MAX),
    content: z.string().min(1).max(TRANSLATE_TEXT_MAX),
    from_uid: z.number().int().positive().optional(),
    chat_type: z.number().int().optional(),
    key: z.union([z.string(), z.number()]).optional(),
    from_type: z.number().int().optional(),
  }),
  response: z.object({
    text: z.string(),
    /** Ours: the language the text was read as ('' when the translator does not say). */
    source: z.string(),
    key: z.union([z.string(), z.number()]).optional(),
  }),
});
