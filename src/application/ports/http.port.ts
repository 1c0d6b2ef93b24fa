import type { Contract, PayloadInput, ResponseData } from '../contracts/define-contract';

/**
 * Makes one API request through the signed, encrypted request layer and tells how it went.
 * Never rejects: every failure is a value. Side effects of result codes (log out,
 * stop-taking, reload, toast, callback instructions) are emitted as session events and
 * callback events before the promise settles.
 */
export interface HttpPort {
  request<C extends Contract>(contract: C, payload: PayloadInput<C>): Promise<ApiResult<ResponseData<C>>>;
}

export type ApiResult<D> =
  | { readonly ok: true; /** The response's `ok` (> 0). */ readonly code: number; readonly msg: string; readonly data: D }
  | { readonly ok: false; readonly error: ApiError };

export type ApiErrorCode =
  /** The payload failed its own contract; nothing was sent. */
  | 'API.INVALID_PAYLOAD'
  /** ok ≤ 0 (other than -98): the server said no; `result` and `msg` say why. */
  | 'API.REJECTED'
  /** ok 99 or HTTP 401: the session is over (a `logout` event was emitted). */
  | 'API.LOGGED_OUT'
  /** ok -98 (a `stop-taking` event was emitted). */
  | 'API.STOP_TAKING'
  /** ok 97 (a `reload` event was emitted). */
  | 'API.RELOAD'
  /** Any other non-200 status; `msg` is the server's plain-JSON reason when it gave one. */
  | 'API.HTTP'
  /** No answer within API_REQUEST_TIMEOUT_MS. */
  | 'API.TIMEOUT'
  /** The request never reached the server (offline, DNS, refused). */
  | 'API.NETWORK'
  /** A 200 whose body does not open with the key (it was reported through /log/report). */
  | 'API.UNDECRYPTABLE'
  /** A success whose `data` does not match the contract. */
  | 'API.BAD_RESPONSE';

export interface ApiError {
  readonly code: ApiErrorCode;
  readonly msg: string;
  /** The response's `ok`, when there was one. */
  readonly result?: number;
  /** The HTTP status, when there was one. */
  readonly status?: number;
  /** The `data` a refusal (API.REJECTED) carried, unchecked: e.g. the maintenance answer (maintenanceDataOf). */
  readonly data?: unknown;
}
