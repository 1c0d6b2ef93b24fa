import { z } from 'zod';

/** A game of /profile/games (001 §3: title, link and id; the icon is ours). */
export const gameItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The game's page, carrying `uid` = the caller's uid (001 §5: only then is it opened). */
  link: z.string(),
  icon: z.string(),
});

export type GameItem = z.infer<typeof gameItemSchema>;
