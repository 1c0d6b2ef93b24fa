/**
 * The points a received message or gift earned its host (001 §3 "income": income,
 * income_uid, income_hide, receive_point), or null when there is no income line to show:
 * no points, income_hide set, or content that is not an object. Bad JSON is no income.
 */
export function earnedPoints(msgContent: string): number | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(msgContent);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { receive_point: points, income_hide: hide } = parsed as Record<string, unknown>;
  if (hide === 1 || typeof points !== 'number' || !Number.isFinite(points) || points <= 0) return null;
  return Math.floor(points);
}
