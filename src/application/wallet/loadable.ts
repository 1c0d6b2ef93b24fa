import type { ApiErrorCode } from '../ports/http.port';

/**
 * What a wallet screen shows while its data comes: loading, the data, or a failure the
 * view words (offline for the network codes, an error with retry otherwise).
 */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly code: ApiErrorCode };

const OFFLINE_CODES: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>(['API.NETWORK', 'API.TIMEOUT']);

/** A failure that retrying after the connection is back will likely fix. */
export function isOfflineError(code: ApiErrorCode): boolean {
  return OFFLINE_CODES.has(code);
}
