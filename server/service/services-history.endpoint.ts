import { servicesHistoryContract } from '../../src/application/contracts/services/history.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { ServiceDeps } from './service-deps.js';

/** /services/history (ours): the assistant chat as it opens — the session and its messages, a new session with the guide when none waits. */
export const servicesHistoryEndpoint = ({ desk }: ServiceDeps) =>
  defineEndpoint(servicesHistoryContract, { auth: 'required' }, async (payload, caller) => ({ ok: RESULT_SUCCESS, data: await desk.open(caller.uid, payload.lang) }));
