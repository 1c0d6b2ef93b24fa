import { z } from 'zod';
import { reportReasonContract, reportReasonSchema, type ReportReason } from '../contracts/report/reason.contract';
import type { HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';

/** The storage entry of the cached /report/reason lists, one per language (001 §3 "Cached reference data"). */
export const REPORT_REASONS_STORAGE_NAME = 'report-reason';

const cacheSchema = z.record(z.string(), z.object({ version: z.number().int().nonnegative(), list: z.array(reportReasonSchema) }));

/**
 * The report reasons in `language`: the cached list while its version is the one
 * /profile/init announces (config_version.report), else /report/reason (then cached beside
 * the other languages'). When the request fails an older cached list still serves; null
 * when there is none.
 */
export async function loadReportReasons(
  deps: { readonly http: HttpPort; readonly storage: StoragePort },
  language: string,
  announcedVersion: number | null,
): Promise<readonly ReportReason[] | null> {
  const parsed = cacheSchema.safeParse(deps.storage.read(REPORT_REASONS_STORAGE_NAME));
  const cache = parsed.success ? parsed.data : {};
  const cached = cache[language];
  if (cached !== undefined && announcedVersion !== null && cached.version === announcedVersion) return cached.list;
  const fetched = await deps.http.request(reportReasonContract, { language });
  if (!fetched.ok) return cached?.list ?? null;
  // A full storage only costs a refetch next time.
  deps.storage.write(REPORT_REASONS_STORAGE_NAME, { ...cache, [language]: { version: fetched.data.version, list: fetched.data.report_type } });
  return fetched.data.report_type;
}
