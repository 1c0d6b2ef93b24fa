import { HTTP_OK, HTTP_UNAUTHORIZED, RESULT_LOGOUT } from '../constants';

export const RESULT_STOP_TAKING = -98;
export const RESULT_RELOAD = 97;

/** What came back from a call, once decrypted (`ok` is missing when the body could not be read). */
export interface ApiResponseSummary {
  readonly httpStatus: number;
  readonly ok?: number;
  readonly msg?: string;
}

/** What the request layer does with a response. */
export type ApiResultRoute =
  | { readonly kind: 'logout' }
  /** The call fails; the stop-taking dialog shows only the first time. */
  | { readonly kind: 'stopTaking'; readonly showDialog: boolean }
  /** Show the message, then reload the page. */
  | { readonly kind: 'reload'; readonly message: string }
  /** Resolve with the data; a non-empty message is shown as a toast. */
  | { readonly kind: 'success'; readonly toast: string | null }
  /** Reject; a transport failure also hides the loading mask. */
  | { readonly kind: 'reject'; readonly hideMask: boolean };

/**
 * Routes a response by HTTP status and then by the `ok` result code: 401 or ok 99 log
 * out, ok −98 is the stop-taking case, ok 97 reloads, ok > 0 succeeds, anything else
 * is rejected. Business codes such as "wrong password" (ok 2) are successes here and
 * are read by the use case that made the call.
 */
export function routeApiResult(response: ApiResponseSummary, stopTakingDialogShown: boolean): ApiResultRoute {
  if (response.httpStatus === HTTP_UNAUTHORIZED) return { kind: 'logout' };
  if (response.httpStatus !== HTTP_OK) return { kind: 'reject', hideMask: true };
  const message = response.msg ?? '';
  switch (response.ok) {
    case RESULT_LOGOUT:
      return { kind: 'logout' };
    case RESULT_STOP_TAKING:
      return { kind: 'stopTaking', showDialog: !stopTakingDialogShown };
    case RESULT_RELOAD:
      return { kind: 'reload', message };
  }
  if (response.ok !== undefined && response.ok > 0) return { kind: 'success', toast: message === '' ? null : message };
  return { kind: 'reject', hideMask: false };
}
