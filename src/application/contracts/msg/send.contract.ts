import { defineContract } from '../define-contract';
import { sendResponseSchema, sendPayloadSchema } from './send-message';

/**
 * /msg/send (001 §7): one message to a private chat. `ok` (001 §4): 1 sent; 0 not sent —
 * coins short for a user who has recharged before (callback recharge_alert) or a bad
 * message (msg says why); -1 coins short during a call or live room (tips for an inline
 * recharge message); -2 the other side cannot receive it (tips for a notice); -3 the
 * sender is banned (nothing to show: the ban alert comes with /msg/sync); 6 coins short for
 * a user who never recharged (the unpaid-send flow). Refusals carry sendRefusalSchema data;
 * 6 is positive, so the request layer reads it as a success: its data is that refusal.
 */
export const msgSendContract = defineContract({
  path: '/msg/send',
  payload: sendPayloadSchema,
  response: sendResponseSchema,
});
