import { STATUS_BAR_RETRY_MAX, STATUS_BAR_RETRY_MS } from '../constants';

/**
 * The native status-bar height may not be known at start: it is asked again every
 * 150 ms, 20 times at most. After `triesDone` tries: the wait before the next, or null.
 */
export function statusBarRetryDelay(triesDone: number): number | null {
  return triesDone < STATUS_BAR_RETRY_MAX ? STATUS_BAR_RETRY_MS : null;
}
