import { SPEND_LIMIT_MAX } from '../../../domain/money/spend-limits';

/** What the user typed as a limit: empty is "no limit", else a whole number of coins up to the maximum. */
export function parseLimitInput(text: string): { readonly ok: true; readonly limit: number | null } | { readonly ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, limit: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const limit = Number(trimmed);
  return limit <= SPEND_LIMIT_MAX ? { ok: true, limit } : { ok: false };
}
