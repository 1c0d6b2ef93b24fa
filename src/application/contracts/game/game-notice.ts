import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../../domain/constants';

/**
 * The game notice (realtime type 13, 001 §3 "Congratulation notice"): someone won in a
 * game. `limit` is how many such notices may wait for the banner (default 5).
 */
export const gameNoticeSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.gameNotice),
  user_info: z.object({ uid: z.number().int(), nickname: z.string(), avatar: z.string() }),
  game_title: z.string(),
  /** Coins won. */
  coin: z.number().int().positive(),
  game_id: z.number().int().positive(),
  /** When the win happened (epoch ms). */
  add_time: z.number().int(),
  limit: z.number().int().positive().optional(),
});

export type GameNotice = z.infer<typeof gameNoticeSchema>;
