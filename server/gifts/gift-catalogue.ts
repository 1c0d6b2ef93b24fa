import { giftIconDataUrl } from './gift-icon.js';

/** A gift as this server ships it (the `gifts` table is seeded from here). */
export interface CatalogueGift {
  readonly id: number;
  readonly title: string;
  /** Coins per gift. */
  readonly price: number;
  readonly icon: string;
  /** The SVGA animation ('' for none: the client animates the icon). */
  readonly svgaUrl: string;
  /** The icon's two colours, which the generated animation reuses. */
  readonly colors?: { readonly from: string; readonly to: string };
}

/** Where the server draws gift `id`'s SVGA animation (gift-asset-routes.ts). */
export const giftSvgaPath = (id: number): string => `/gifts/svga/${id}.svga`;

const gift = (id: number, title: string, price: number, emoji: string, from: string, to: string): CatalogueGift => ({
  id, title, price, icon: giftIconDataUrl(emoji, from, to), svgaUrl: giftSvgaPath(id), colors: { from, to },
});

/**
 * The bundled gift catalogue (ours), cheapest first. Ids are stable forever: gift
 * messages and the bag refer to them. A new gift gets the next id; seeding adds it and
 * bumps config_version.gift so clients refetch /gift/res.
 */
export const GIFT_CATALOGUE: readonly CatalogueGift[] = [
  gift(1, 'Rose', 1, '🌹', '#ffe0e6', '#ff7a93'),
  gift(2, 'Heart', 5, '❤️', '#ffd6d6', '#ff4d6d'),
  gift(3, 'Kiss', 9, '💋', '#ffe3f1', '#ff5fa2'),
  gift(4, 'Coffee', 10, '☕', '#f3e5d8', '#b07d56'),
  gift(5, 'Chocolate', 15, '🍫', '#f1dfd0', '#8b5a3c'),
  gift(6, 'Ice cream', 19, '🍦', '#fff4d6', '#ffc2d1'),
  gift(7, 'Teddy bear', 29, '🧸', '#fbe7cf', '#d9985f'),
  gift(8, 'Bouquet', 39, '💐', '#e6f7e9', '#ff9ec7'),
  gift(9, 'Cake', 49, '🎂', '#fff0f5', '#ffb3c6'),
  gift(10, 'Star', 59, '🌟', '#fff9d6', '#ffc94d'),
  gift(11, 'Champagne', 99, '🍾', '#f7f3d6', '#c9b458'),
  gift(12, 'Ring', 199, '💍', '#e8f1ff', '#7aa7ff'),
  gift(13, 'Crown', 299, '👑', '#fff6cc', '#f5b800'),
  gift(14, 'Diamond', 499, '💎', '#dff7ff', '#3ec5ff'),
  gift(15, 'Sports car', 999, '🏎️', '#ffe1e1', '#e53935'),
  gift(16, 'Yacht', 1_999, '🛥️', '#dff3ff', '#1e88e5'),
  gift(17, 'Castle', 4_999, '🏰', '#ece6ff', '#8e6cff'),
  gift(18, 'Rocket', 9_999, '🚀', '#e3e8ff', '#3949ab'),
];
