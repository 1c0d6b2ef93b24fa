import { z } from 'zod';
import { defineContract } from '../define-contract';

/** A language the app offers, by its code in the spec's list and its own name. */
export const languageItemSchema = z.object({ code: z.string().min(1), name: z.string().min(1) });

/** /other/language-list (000 §7, 001 §7, §9): the cached language list and its version. */
export const otherLanguageListContract = defineContract({
  path: '/other/language-list',
  payload: z.object({}),
  response: z.object({
    version: z.number().int().nonnegative(),
    list: z.array(languageItemSchema),
  }),
});

export type LanguageItem = z.output<typeof languageItemSchema>;
