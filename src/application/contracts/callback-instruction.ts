import { z } from 'zod';

/**
 * Instructions a response may carry in `callback` (000 §7: alert, open, close, event,
 * recharge_alert, vip_alert, login_layer, vip_discount_alert). Their exact fields are not
 * shown in the spec; these are ours, with `params` for whatever a feature adds.
 */
const params = z.record(z.string(), z.unknown()).optional();

export const callbackInstructionSchema = z.discriminatedUnion('type', [
  /** A dialog with a message and one button. */
  z.object({ type: z.literal('alert'), title: z.string().optional(), content: z.string(), button: z.string().optional() }),
  /** Open a route of the app (`#/...`) or an external URL. */
  z.object({ type: z.literal('open'), url: z.string().min(1), params }),
  /** Close the page or popup the call was made from. */
  z.object({ type: z.literal('close') }),
  /** An application event by name, for features to react to. */
  z.object({ type: z.literal('event'), name: z.string().min(1), params }),
  /** Open the recharge flow (coin shortfall), optionally with how many coins are missing. */
  z.object({ type: z.literal('recharge_alert'), need_coins: z.number().int().nonnegative().optional(), from_type: z.union([z.string(), z.number()]).optional(), params }),
  /** The VIP dialog, as /vip/get-alert describes it: a function name and its data. */
  z.object({ type: z.literal('vip_alert'), func_name: z.string(), func_data: z.record(z.string(), z.unknown()).optional() }),
  /** Ask the user to sign in (a tourist hit a members-only feature). */
  z.object({ type: z.literal('login_layer'), params }),
  /** The VIP discount offer popup. */
  z.object({ type: z.literal('vip_discount_alert'), params }),
]);

export type CallbackInstruction = z.infer<typeof callbackInstructionSchema>;
export type CallbackType = CallbackInstruction['type'];
