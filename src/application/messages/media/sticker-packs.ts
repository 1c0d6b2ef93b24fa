import { STICKER_PACKS } from '../../../domain';

export type StickerPackId = keyof typeof STICKER_PACKS;

export interface Sticker {
  readonly packId: StickerPackId;
  /** 1-based within its pack. */
  readonly stickerId: string;
  readonly url: string;
}

export interface StickerPack {
  readonly id: StickerPackId;
  readonly stickers: readonly Sticker[];
}

/**
 * Where the server draws sticker `index` of `pack` (server/gifts/gift-asset-routes.ts answers
 * `/stickers/<pack>/<index>.svg`); a same-origin path, so both ends of a chat load it.
 */
export function stickerUrl(packId: StickerPackId, index: number): string {
  return `/stickers/${packId}/${index}.svg`;
}

/** The spec's packs in its order, each with its count of stickers (001 §9). */
export const STICKER_PACK_LIST: readonly StickerPack[] = (Object.keys(STICKER_PACKS) as StickerPackId[]).map((id) => ({
  id,
  stickers: Array.from({ length: STICKER_PACKS[id] }, (_, i) => ({ packId: id, stickerId: String(i + 1), url: stickerUrl(id, i + 1) })),
}));
