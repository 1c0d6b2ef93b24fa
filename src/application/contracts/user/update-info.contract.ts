import { z } from 'zod';
import { uploadTypeSchema } from '../upload/upload-kinds';
import { defineContract } from '../define-contract';
import { binaryFlag, currentUserSchema } from './current-user';
import { albumPhotoSchema, videoShowSchema } from './profile-media';

const URL_MAX = 2_048;
const DIMENSION_MAX = 100_000;
const NICKNAME_MAX = 64;
/** Wire bounds only: the real limits are the domain's (a too-long text gets its own message, not a schema error). */
const TEXT_MAX = 4_096;
const DATE_MAX = 10;
/** Wire bound only: PROFILE_ALBUM_MAX is the rule, with its own message. */
const ALBUM_WIRE_MAX = 50;

/**
 * /user/update-info (000 §7): changes the current user's profile. The spec names
 * `user_info.avatar` (url, width, height, img_type) and the answer's
 * `user_info.big_avatar_url` and `show_avatar_moment`; 001 §7 sends `is_rest` 0 to leave
 * rest mode. `country_code` (ISO 3166 alpha-2) and `nickname` are ours, for profile
 * completion and editing. Every field is optional: only those sent change.
 */
export const userUpdateInfoContract = defineContract({
  path: '/user/update-info',
  payload: z.object({
    user_info: z.object({
      avatar: z
        .object({
          /** The URL /upload/success answered. */
          url: z.string().min(1).max(URL_MAX),
          width: z.number().int().min(0).max(DIMENSION_MAX),
          height: z.number().int().min(0).max(DIMENSION_MAX),
          img_type: uploadTypeSchema,
        })
        .optional(),
      country_code: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166 alpha-2 code such as ES').optional(),
      nickname: z.string().max(NICKNAME_MAX).optional(),
      is_rest: z.union([z.literal(0), z.literal(1)]).optional(),
      /** Ours, for the edit pages (001 §2): "about me" (domain/profile/profile-fields.ts has the limits). */
      signature: z.string().max(TEXT_MAX).optional(),
      /** Languages spoken, a comma list of ISO 639-1 codes (001 §3 chat user's speak_language). */
      speak_language: z.string().max(TEXT_MAX).optional(),
      /** 'YYYY-MM-DD', 18 or older (the edit-age page). */
      birthday: z.string().max(DATE_MAX).optional(),
      /** The privacy settings (000 §3 hide_* fields): the server blanks what they hide in every card others receive. */
      hide_profile: binaryFlag.optional(),
      hide_vip: binaryFlag.optional(),
      hide_level: binaryFlag.optional(),
      /** Ours (001 §2 "photos"): the whole album in its new order — adding, moving and deleting each send it. */
      album: z.array(albumPhotoSchema).max(ALBUM_WIRE_MAX).optional(),
      /** Ours (001 §2 "video show"): the new video show, or null to remove it. */
      video_show: videoShowSchema.nullable().optional(),
      /** 1: the profile photo leads the album others see (the edit page's switch). */
      show_avatar_moment: binaryFlag.optional(),
    }),
  }),
  response: z.object({
    /** The user as saved: the client puts it in the session, so Me shows the change at once. */
    user_info: currentUserSchema,
    /** 1 when the profile photo leads the album others see. */
    show_avatar_moment: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
});
