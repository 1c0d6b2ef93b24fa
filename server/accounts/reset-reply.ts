import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { ResetOutcome } from './password-reset.js';

/**
 * The answer of both reset endpoints: a refusal's stable code travels as its `data`. The
 * contracts type only the success's (empty) data; the pipeline passes a refusal's data
 * unchecked, which is what the cast states.
 */
export const resetReply = (outcome: ResetOutcome): EndpointReply<undefined> =>
  outcome.ok
    ? { ok: RESULT_SUCCESS }
    : ({ ...refuse(RESULT_ERROR, outcome.msg), ...(outcome.code === undefined ? {} : { data: { code: outcome.code } }) } as unknown as EndpointReply<undefined>);
