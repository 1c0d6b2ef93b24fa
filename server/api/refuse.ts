import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import type { EndpointReply } from './define-endpoint.js';

/**
 * The one way an endpoint says no (DESIGN.md house style 17): the result code is named
 * at the call site (`refuse(RESULT_ERROR, 'This chat does not exist')`), the message is
 * what the client shows, and callback instructions ride along when the spec asks for them.
 */
export function refuse(code: number, msg: string, callback?: readonly CallbackInstruction[]): EndpointReply<never> {
  return callback === undefined ? { ok: code, msg } : { ok: code, msg, callback };
}
