import { z } from 'zod';
import { albumPhotoSchema, videoShowSchema } from './profile-media';

/** A 0/1 flag, as the spec's fields (is_vip, is_tourist, hide_profile…) travel. */
export const binaryFlag = z.union([z.literal(0), z.literal(1)]);
export type BinaryFlag = z.infer<typeof binaryFlag>;

/**
 * Another user's age on their card, whole years (null when unknown). Ours: the spec's
 * cards carry the birthday, which with sequential uids let anyone list every user's exact
 * birth date (issue #11); only the owner's own user_info keeps it.
 */
export const cardAgeSchema = z.number().int().nonnegative().nullable();

/**
 * The current user as the server describes them (000 §3 "Current user"). The account
 * fields are always present; the social counters are filled by /profile/init and may be
 * absent from a login answer.
 */
export const currentUserSchema = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  avatar: z.string(),
  small_avatar: z.string(),
  big_avatar_url: z.string(),
  is_vip: binaryFlag,
  /** VIP expiry, epoch ms; 0 when never a member. */
  vip_exp: z.number().int().nonnegative(),
  is_auth: binaryFlag,
  /** 1 = verified badge. */
  auth_status: z.number().int(),
  level: z.number().int().nonnegative(),
  is_rest: binaryFlag,
  /** Ours: 1 for a host (rest mode is theirs: Me offers its switch). Absent from older answers. */
  is_host: binaryFlag.optional(),
  hide_profile: binaryFlag,
  hide_vip: binaryFlag,
  hide_level: binaryFlag,
  call_free_min: z.number().int().nonnegative(),
  /** Money paid so far (currency units); above 0 makes a "paying user" (match price). */
  recharge_money: z.number().nonnegative(),
  channel_key: z.string(),
  /** 0 unknown, 1 male, 2 female. */
  sex: z.number().int().min(0).max(2),
  /** 'YYYY-MM-DD', or '' before profile completion. */
  birthday: z.string(),
  country_code: z.string(),
  /** The flag emoji of country_code ('' when unknown). */
  country_flag: z.string(),
  /** A host's price per minute in coins; 0 for ordinary users. */
  video_call_gold: z.number().int().nonnegative(),
  voice_call_gold: z.number().int().nonnegative(),
  is_tourist: binaryFlag,
  /** "About me" (ours on the wire; the spec's profile names it signature). */
  signature: z.string().optional(),
  /** Languages spoken, a comma list of ISO 639-1 codes. */
  speak_language: z.string().optional(),
  /** The profile album in the owner's order (absent from older answers). */
  album: z.array(albumPhotoSchema).optional(),
  /** The video show, null when none (absent from older answers). */
  video_show: videoShowSchema.nullable().optional(),
  /** 1: the profile photo leads the album others see. */
  show_avatar_moment: binaryFlag.optional(),
  focus_num: z.number().int().nonnegative().optional(),
  fans_num: z.number().int().nonnegative().optional(),
  fans_new: z.number().int().nonnegative().optional(),
  visitor_num: z.number().int().nonnegative().optional(),
  visitor_new: z.number().int().nonnegative().optional(),
  visit_num: z.number().int().nonnegative().optional(),
  fans_user_info: z.array(z.unknown()).optional(),
  visitor_user_info: z.array(z.unknown()).optional(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
