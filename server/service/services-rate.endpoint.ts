import { servicesRateContract } from '../../src/application/contracts/services/rate.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { ServiceDeps } from './service-deps.js';
import { deskReply } from './service-refusals.js';

/** /services/rate (ours): the rating of an ended session (message 31), once. */
export const servicesRateEndpoint = ({ desk }: ServiceDeps) =>
  defineEndpoint(servicesRateContract, { auth: 'required' }, async (payload, caller) =>
    deskReply(await desk.rate(caller.uid, payload.session_id, payload.rating, payload.resolved === 1)),
  );
