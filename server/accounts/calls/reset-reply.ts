import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import type { CallReply } from '../../api/call-registry.js';
import type { ResetOutcome } from '../password-reset.js';

/**
 * The answer of both reset calls: a refusal's stable code travels as its `data`. The
 * contracts type only the success's (empty) data; the pipeline passes a refusal's data
 * unchecked, which is what the cast states.
 */
export const resetReply = (outcome: ResetOutcome): CallReply<undefined> =>
  outcome.ok
    ? { ok: RESULT_SUCCESS }
    : ({ ok: RESULT_ERROR, msg: outcome.msg, ...(outcome.code === undefined ? {} : { data: { code: outcome.code } }) } as unknown as CallReply<undefined>);
