import { defineContract } from '../define-contract';
import { sendPayloadSchema } from '../msg/send-message';
import { serviceUpdateSchema } from './service-message';

/**
 * /services/msg-send (001 §7: "as above, for the assistant chat"): the payload of
 * /msg/send, to the system user in chat type 3 — a text (a free question) or an AI issue
 * question (29, `{ question_id }`). Never charged. Answers (ours; the spec shows none) the
 * stored message and the assistant's answer, when the assistant (not a person) is on.
 */
export const servicesMsgSendContract = defineContract({
  path: '/services/msg-send',
  payload: sendPayloadSchema,
  response: serviceUpdateSchema,
});
