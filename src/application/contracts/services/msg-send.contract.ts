import { defineContract } from '../define-contract';
import { sendResponseSchema, sendPayloadSchema } from '../msg/send-message';

/**
 * /services/msg-send (001 §7): a message to the customer-service assistant (chat type 3,
 * with the system user). Same payload and answer as /msg/send; it is never charged.
 */
export const servicesMsgSendContract = defineContract({
  path: '/services/msg-send',
  payload: sendPayloadSchema,
  response: sendResponseSchema,
});
