import { z } from 'zod';
import { defineContract } from '../define-contract';

const LANGUAGE_MAX = 16;

/** A group of countries: a UN M49 region code ('142' Asia, '419' Latin America…) and its name. */
export const areaSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });

/** An ISO 3166-1 country with its name in the asked language, its flag emoji and its area. */
export const countrySchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  flag: z.string(),
  area: z.string().min(1),
});

/**
 * /other/region (000 §7, 001 §7): areas and countries, cached by the client under
 * data.version (config_version.country of /profile/init) and the language.
 */
export const otherRegionContract = defineContract({
  path: '/other/region',
  payload: z.object({
    /** Ours: the language of the names (an app language code); English by default. */
    language: z.string().max(LANGUAGE_MAX).optional(),
  }),
  response: z.object({
    version: z.number().int().nonnegative(),
    area: z.array(areaSchema),
    country: z.array(countrySchema),
  }),
});

export type Country = z.output<typeof countrySchema>;
export type Area = z.output<typeof areaSchema>;
