import { servicesEndContract } from '../../src/application/contracts/services/end.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { ServiceDeps } from './service-deps.js';
import { deskReply } from './service-refusals.js';

/** /services/end (ours): the user ends their own conversation and gets the rating request. */
export const servicesEndEndpoint = ({ desk }: ServiceDeps) =>
  defineEndpoint(servicesEndContract, { auth: 'required' }, async (payload, caller) => deskReply(await desk.end(caller.uid, payload.session_id)));
