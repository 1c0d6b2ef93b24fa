import { z } from 'zod';
import { binaryFlag, cardAgeSchema } from '../user/current-user';

/**
 * Another user as a chat shows them (001 §3 "Chat user"), seen by the caller: the follow
 * and block flags are the caller's relation to them. The spec's list also names balance,
 * recharge_money, channel_key, fans_new and visitor_new: those are the account owner's own
 * figures (/profile/init carries them), never shown to someone else.
 */
export const chatUserSchema = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  avatar: z.string(),
  small_avatar: z.string(),
  /** Whole years, or null when not given: another user's card never carries the birthday itself. */
  age: cardAgeSchema,
  country_code: z.string(),
  country_flag: z.string(),
  level: z.number().int().nonnegative(),
  is_live: binaryFlag,
  /** The caller follows them. */
  is_follow: binaryFlag,
  /** They follow the caller. */
  is_followed: binaryFlag,
  /** The caller blocked them. */
  is_black: binaryFlag,
  is_auth: binaryFlag,
  /** They hide their profile (identity fields arrive blank): the chat shows "mystery" and the uid-modulo number. */
  hide_profile: binaryFlag.optional(),
  is_host: binaryFlag,
  sex: z.number().int().min(0).max(2),
  language: z.string(),
  /** Comma list of language codes. */
  speak_language: z.string(),
  /** 0 offline, 1 online, 2 chatting, 3 rest; 0 when they hide it (hide_online). */
  online_status: z.number().int().min(0).max(3),
  hide_online: binaryFlag,
  /** Their video call price per minute, coins (0 for ordinary users and demo hosts). */
  video: z.number().int().nonnegative(),
  /** An invented demo host (1): labelled "Demo", and messages, calls and gifts with them cost nothing. */
  is_demo: binaryFlag,
});

export type ChatUser = z.output<typeof chatUserSchema>;

/** `user_infos`: chat users by uid (as a string key, the way JSON objects carry it). */
export const userInfosSchema = z.record(z.string(), chatUserSchema);
