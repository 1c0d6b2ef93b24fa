import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain/constants';

/** Ours: the longest notice text an operator may send (a toast is a line or two). */
export const OTHER_NOTICE_TEXT_MAX = 500;

/**
 * Type 18 (000 §7 "18 other"): what fits no other type. The spec names the type, not its
 * content; ours is a worded notice for the user (an operator's announcement), shown as a
 * toast as it arrives. `sub` leaves room for other kinds; an unknown one is skipped.
 */
export const otherMessageSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.other),
  sub: z.literal('notice'),
  /** Already worded by the sender, in the user's language. */
  text: z.string().trim().min(1).max(OTHER_NOTICE_TEXT_MAX),
});

export type OtherMessage = z.output<typeof otherMessageSchema>;

export const otherNotice = (text: string): OtherMessage => ({ type: REALTIME_MESSAGE_TYPE.other, sub: 'notice', text });
