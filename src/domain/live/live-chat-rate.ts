/** A viewer may say at most this many things in a room per window (ours: a lively chat, not a flood). */
export const LIVE_CHAT_BURST = 5;
export const LIVE_CHAT_WINDOW_MS = 10_000;

/** When one viewer spoke recently in one room, oldest first (epoch ms). */
export type ChatTimes = readonly number[];

export type ChatAdmission =
  | { readonly allowed: true; readonly times: ChatTimes }
  | { readonly allowed: false; readonly times: ChatTimes; readonly retryInMs: number };

/**
 * Whether a viewer who spoke at `times` may speak at `now` (a sliding window of
 * LIVE_CHAT_WINDOW_MS holding at most LIVE_CHAT_BURST messages); the times to keep either way.
 */
export function admitLiveChat(times: ChatTimes, now: number): ChatAdmission {
  const recent = times.filter((at) => now - at < LIVE_CHAT_WINDOW_MS);
  if (recent.length < LIVE_CHAT_BURST) return { allowed: true, times: [...recent, now] };
  const oldest = recent[0] ?? now;
  return { allowed: false, times: recent, retryInMs: LIVE_CHAT_WINDOW_MS - (now - oldest) };
}
