export const IMAGE_RETRY_MAX = 2;
export const IMAGE_RETRY_DELAY_MS = 500;

/**
 * After the `failures`-th failed load of an image: wait this long and retry, or null
 * when the retries (2 more tries after the first) are spent and the error is signalled.
 */
export function imageRetryDelay(failures: number): number | null {
  return failures >= 1 && failures <= IMAGE_RETRY_MAX ? IMAGE_RETRY_DELAY_MS : null;
}
