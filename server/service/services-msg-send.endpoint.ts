import { servicesMsgSendContract } from '../../src/application/contracts/services/msg-send.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { ServiceDeps } from './service-deps.js';
import { deskReply } from './service-refusals.js';

/**
 * /services/msg-send (001 §7): a message to customer service, never charged — a free
 * question (text) or a common question (29). The assistant answers at once unless a person
 * has been asked for.
 */
export const servicesMsgSendEndpoint = ({ desk }: ServiceDeps) =>
  defineEndpoint(servicesMsgSendContract, { auth: 'required' }, async (payload, caller) => deskReply(await desk.send(caller.uid, payload)));
