import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain/constants';

/**
 * Type 6 (000 §7 "6 callback"): callback instructions pushed by the server instead of
 * carried by a response — the same instructions (alert, open, close, event, …), so they go
 * through the one dispatcher and each feature handles them as it handles a response's.
 * Each instruction is checked by the dispatcher; the envelope only says where they are.
 */
export const callbackMessageSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.callback),
  /** One instruction or a list, as a response's `callback`. */
  callback: z.unknown(),
});

export type CallbackMessage = z.output<typeof callbackMessageSchema>;

export const callbackMessage = (callback: unknown): CallbackMessage => ({ type: REALTIME_MESSAGE_TYPE.callback, callback });
