import { z } from 'zod';
import { uploadTypeSchema } from '../upload/upload-kinds';
import { defineContract } from '../define-contract';

const URL_MAX = 2_048;
const DIMENSION_MAX = 100_000;

/**
 * /user/update-info (000 §7): changes the current user's profile. The spec names
 * `user_info.avatar` (url, width, height, img_type) and the answer's
 * `user_info.big_avatar_url` and `show_avatar_moment`; `country_code` (ISO 3166 alpha-2)
 * is ours, for the country chosen at profile completion.
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
      country_code: z.string().regex(/^[A-Z]{2}$/).optional(),
    }),
  }),
  response: z.object({
    user_info: z.object({ big_avatar_url: z.string() }).passthrough(),
    /** 1 when the new avatar is offered as a moment post. */
    show_avatar_moment: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
});
