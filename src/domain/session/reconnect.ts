/** Reconnect and attribution retry delays; after RECONNECT_MAX_ATTEMPTS tries it stops. */
export const RECONNECT_DELAYS_MS = [1_000, 3_000, 5_000] as const;
export const RECONNECT_MAX_ATTEMPTS = 7;

/**
 * The wait before reconnect attempt number `attempt` (counted from 1): 1 s, 3 s, 5 s,
 * then 5 s each; null from attempt 8 on — the realtime channel stops after 7 tries.
 */
export function nextReconnectDelay(attempt: number): number | null {
  if (attempt > RECONNECT_MAX_ATTEMPTS) return null;
  const delays: readonly number[] = RECONNECT_DELAYS_MS;
  const index = Math.min(Math.max(attempt, 1), delays.length) - 1;
  return delays[index] ?? null;
}
