import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain/constants';

/**
 * `sub` of the type-7 updates about the signed-in user's own account (000 §7 "User-update
 * subtypes": auth, counts, VIP, call-free minutes, level, friend status; balance, the auth
 * flag, free matches and bans travel elsewhere). The spec names the subtypes, not their
 * keys: these are ours. The payload says what changed; the client reloads /profile/init,
 * the one source of the account's figures, so no screen shows a stale one.
 */
export const USER_UPDATE_SUB = {
  auth: 'auth',
  counts: 'counts',
  vip: 'vip',
  callFreeMinutes: 'call_free_min',
  level: 'level',
  friendStatus: 'friend_status',
} as const;

export type UserUpdateSub = (typeof USER_UPDATE_SUB)[keyof typeof USER_UPDATE_SUB];

export const userUpdateSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.userState),
  sub: z.enum([USER_UPDATE_SUB.auth, USER_UPDATE_SUB.counts, USER_UPDATE_SUB.vip, USER_UPDATE_SUB.callFreeMinutes, USER_UPDATE_SUB.level, USER_UPDATE_SUB.friendStatus]),
  /** Whose account changed: always the receiver (a stray update for someone else is skipped). */
  uid: z.number().int().positive(),
});

export type UserUpdate = z.output<typeof userUpdateSchema>;

export const userUpdate = (uid: number, sub: UserUpdateSub): UserUpdate => ({ type: REALTIME_MESSAGE_TYPE.userState, sub, uid });
