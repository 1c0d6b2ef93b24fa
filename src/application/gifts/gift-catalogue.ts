import { z } from 'zod';
import { giftSchema, type Gift } from '../contracts/gift/gift';
import { giftResContract } from '../contracts/gift/res.contract';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';

/** The storage entry of the cached /gift/res (001 §3: "Gift metadata is cached by version"). */
export const GIFT_CATALOGUE_STORAGE_NAME = 'gift-res';

const cachedCatalogueSchema = z.object({
  /** /gift/res's version when it was fetched (config_version.gift of /profile/init). */
  version: z.number().int().nonnegative(),
  /** The gifts as /gift/res listed them. */
  res: z.array(giftSchema),
});

export type GiftCatalogueOutcome =
  | { readonly ok: true; readonly value: { readonly version: number; readonly gifts: readonly Gift[] } }
  | { readonly ok: false; readonly error: ApiError };

/**
 * The gift catalogue: the cached copy while its version is the one /profile/init
 * announces, otherwise /gift/res (then cached). With no announced version the cache is
 * not trusted. When the call fails, an older cached copy still serves.
 */
export async function loadGiftCatalogue(
  deps: { readonly http: HttpPort; readonly storage: StoragePort },
  announcedVersion: number | null,
): Promise<GiftCatalogueOutcome> {
  const cached = cachedCatalogueSchema.safeParse(deps.storage.read(GIFT_CATALOGUE_STORAGE_NAME));
  if (cached.success && announcedVersion !== null && cached.data.version === announcedVersion) {
    return { ok: true, value: { version: cached.data.version, gifts: cached.data.res } };
  }
  const fetched = await deps.http.request(giftResContract, {});
  if (!fetched.ok) {
    return cached.success ? { ok: true, value: { version: cached.data.version, gifts: cached.data.res } } : fetched;
  }
  // A full storage only costs a refetch next time.
  deps.storage.write(GIFT_CATALOGUE_STORAGE_NAME, { version: fetched.data.version, res: fetched.data.res });
  return { ok: true, value: { version: fetched.data.version, gifts: fetched.data.res } };
}
