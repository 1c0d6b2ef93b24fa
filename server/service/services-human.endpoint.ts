import { servicesHumanContract } from '../../src/application/contracts/services/human.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { ServiceDeps } from './service-deps.js';
import { deskReply } from './service-refusals.js';

/** /services/human (ours): "talk to a person" puts the session in the operators' queue (`service list`). */
export const servicesHumanEndpoint = ({ desk }: ServiceDeps) =>
  defineEndpoint(servicesHumanContract, { auth: 'required' }, async (payload, caller) => deskReply(await desk.handoff(caller.uid, payload.session_id)));
