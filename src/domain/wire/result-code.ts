import { RESULT_LOGOUT, RESULT_RELOAD, RESULT_STOP_TAKING } from '../constants';

/**
 * What a response's `ok` means to the client (000 §8): 99 log out, -98 show the
 * stop-taking dialog, 97 show the message then reload, any other positive value is a
 * success, everything else a rejection. 99 and 97 are positive, so they are tested first.
 */
export type ResultKind = 'logout' | 'stop-taking' | 'reload' | 'success' | 'rejected';

export function classifyResultCode(ok: number): ResultKind {
  if (ok === RESULT_LOGOUT) return 'logout';
  if (ok === RESULT_STOP_TAKING) return 'stop-taking';
  if (ok === RESULT_RELOAD) return 'reload';
  return ok > 0 ? 'success' : 'rejected';
}
