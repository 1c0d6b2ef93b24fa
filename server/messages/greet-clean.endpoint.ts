import { greetCleanContract } from '../../src/application/contracts/greet/clean.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { resolveGreetCandidates } from './greet-candidates.js';
import type { MessagesDeps } from './messages-deps.js';

/** /greet/clean (001 §7): the say-hi dialog was closed: these users leave the list ungreeted. */
export const greetCleanEndpoint = ({ db, clock }: Pick<MessagesDeps, 'db' | 'clock'>) =>
  defineEndpoint(greetCleanContract, { auth: 'required' }, async (payload, caller) => {
    await resolveGreetCandidates(db, caller.uid, payload.target_uid_arr, clock.now());
    return { ok: RESULT_SUCCESS };
  });
