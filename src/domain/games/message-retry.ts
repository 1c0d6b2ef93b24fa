/** Game message retries / tick / call timeout: 3 / 3 s / 5 s (001 §7, §9). */
export const GAME_MESSAGE_RETRIES = 3;
export const GAME_MESSAGE_TICK_MS = 3_000;
export const GAME_CALL_TIMEOUT_MS = 5_000;

/**
 * The game frame may not be ready when the app first posts to it ("game window not
 * initialized"): the post is repeated on a 3 s tick, at most 3 times. After
 * `retriesDone` repeats: the delay before the next one, or null — "max retries exceeded".
 */
export function nextGameMessageRetryDelay(retriesDone: number): number | null {
  return retriesDone < GAME_MESSAGE_RETRIES ? GAME_MESSAGE_TICK_MS : null;
}

/** A call posted to the game frame at `sentAt` gets no answer after 5 s: it fails with a timeout. */
export function isGameCallTimedOut(sentAt: number, now: number): boolean {
  return now - sentAt >= GAME_CALL_TIMEOUT_MS;
}
