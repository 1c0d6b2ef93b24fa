import { z } from 'zod';

/** A gift of the catalogue (001 §3 "Gift"). */
export const giftSchema = z.object({
  gift_id: z.number().int().positive(),
  title: z.string().min(1),
  /** An image URL (the bundled gifts use SVG data URLs). */
  icon: z.string().min(1),
  /** Coins per gift. */
  price: z.number().int().positive(),
  /** The animation, '' when the gift has none (the icon is shown). */
  svga_url: z.string(),
});

export type Gift = z.output<typeof giftSchema>;
