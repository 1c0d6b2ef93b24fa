import { z } from 'zod';
import { otherRegionContract, type Country } from '../contracts/other/region.contract';
import type { HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';

/** The storage entry of the cached region list (001 §9: reference caches are versioned). */
export const REGIONS_CACHE_KEY = 'regions';

const cachedSchema = z.object({ version: z.number().int(), language: z.string(), country: z.array(z.object({ code: z.string(), name: z.string(), flag: z.string(), area: z.string() })) });

/**
 * The countries of /other/region in `language`, with their flags: from the cache when it
 * holds this language at the version /profile/init announced (config_version.country),
 * else fetched and cached. Null when neither the cache nor the server can answer.
 */
export async function loadCountries(
  deps: { readonly http: HttpPort; readonly storage: StoragePort; readonly announcedVersion: () => number | null },
  language: string,
): Promise<readonly Country[] | null> {
  const cached = cachedSchema.safeParse(deps.storage.read(REGIONS_CACHE_KEY));
  const announced = deps.announcedVersion();
  if (cached.success && cached.data.language === language && (announced === null || cached.data.version === announced)) return cached.data.country;
  const answer = await deps.http.request(otherRegionContract, { language });
  if (!answer.ok) return cached.success ? cached.data.country : null;
  deps.storage.write(REGIONS_CACHE_KEY, { version: answer.data.version, language, country: answer.data.country });
  return answer.data.country;
}
