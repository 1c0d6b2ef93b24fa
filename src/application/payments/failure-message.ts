import type { ApiError } from '../ports/http.port';
import type { MessageRef } from '../notices/message-ref';

const STABLE_CODE = /^[A-Z_]+\.[A-Z_]+$/;

/** A refusal's text: the catalogue's words for a stable code (ORDER.NOT_PENDING → error.ORDER.NOT_PENDING), else the text as it came. */
export function failureMessage(text: string): MessageRef {
  return STABLE_CODE.test(text) ? { key: `error.${text}` } : { text };
}

/** A failed call's text: no connection says so; a refusal by its code; anything else the generic failure. */
export function apiFailureMessage(error: ApiError): MessageRef {
  if (error.code === 'API.NETWORK' || error.code === 'API.TIMEOUT') return { key: 'shell.offline' };
  return error.msg === '' ? { key: 'payment.failed' } : failureMessage(error.msg);
}
