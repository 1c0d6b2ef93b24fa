/** The part of the Web Storage API the storage adapter needs (window.localStorage has it). */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Browsers count localStorage in UTF-16 code units: two bytes per character of key and value. */
export const UTF16_BYTES = 2;

/** Whether a setItem failure means "storage is full" (name in current browsers, code 22 in old WebKit, 1014 in old Firefox). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
