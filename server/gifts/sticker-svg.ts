import { STICKER_PACKS } from '../../src/domain/constants.js';

export type StickerPackName = keyof typeof STICKER_PACKS;

/** Each pack's motifs (ours: the spec names the packs and counts, not their pictures); sticker n cycles through them. */
const PACK_MOTIFS: Readonly<Record<StickerPackName, readonly string[]>> = {
  cat: ['😺', '😸', '😹', '😻', '😼', '😽', '🙀', '😿', '😾', '🐱', '🐈'],
  caballo: ['🐴', '🐎', '🏇', '🦄', '🎠', '🐴', '🌵', '🤠'],
  food: ['🍕', '🍔', '🍟', '🌭', '🌮', '🍣', '🍜', '🍩', '🍪', '🍰'],
  face: ['😀', '😂', '😍', '😎', '🤔', '😴', '😭', '😡', '🤯', '🥳'],
  labo: ['🧪', '🔬', '🧬', '⚗️', '🔭', '🧫', '💡', '🤖', '🧲', '⚛️', '🧮', '🛰️', '🧑‍🔬', '📐'],
  flat: ['⭐', '❤️', '🔥', '⚡', '🌈', '☀️', '🌙', '☁️', '❄️', '🍀'],
  mas: ['👍', '👌', '✌️', '🙏', '👏', '💪', '🤝', '🙌', '🤞', '👋'],
  bedtime: ['😴', '🛌', '🌙', '⭐', '💤', '🧸', '🕯️', '🦉', '🌌', '🥱'],
  beer: ['🍺', '🍻', '🥂', '🍷', '🍸', '🍹', '🥃', '🍾', '🧉', '🥤'],
  birthday: ['🎂', '🎉', '🎁', '🎈', '🥳', '🍰', '🎊', '🕯️', '🧁', '🎀'],
  chat: ['💬', '👋', '😉', '🤗', '🙈', '😘', '👀', '💌', '📞', '🤫'],
  food2: ['🍓', '🍉', '🍇', '🍒', '🍑', '🥑', '🍍', '🥥', '🍋', '🍌'],
  valentine: ['💖', '💘', '💝', '💕', '💞', '💓', '🌹', '💋', '💌', '🥰', '😍'],
};

const SIZE = 120;

/** Whether `pack`/`index` names a sticker (1 … the pack's count). */
export function isSticker(pack: string, index: number): pack is StickerPackName {
  return Object.hasOwn(STICKER_PACKS, pack) && Number.isInteger(index) && index >= 1 && index <= STICKER_PACKS[pack as StickerPackName];
}

/**
 * Sticker `index` of `pack` as an SVG: the pack's motif on a tilted, tinted badge. Drawn
 * from the index alone, so it is the same picture on every server and for both people.
 */
export function stickerSvg(pack: StickerPackName, index: number): string {
  const motifs = PACK_MOTIFS[pack];
  const motif = motifs[(index - 1) % motifs.length] ?? '⭐';
  const round = Math.floor((index - 1) / motifs.length);
  const hue = (index * 47 + pack.length * 31) % 360;
  const tilt = ((index * 13) % 21) - 10;
  const half = SIZE / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<g transform="rotate(${tilt} ${half} ${half})">` +
    `<rect x="10" y="10" width="100" height="100" rx="28" fill="hsl(${hue} 85% 90%)" stroke="#fff" stroke-width="6"/>` +
    `<text x="50%" y="54%" font-size="${round === 0 ? 58 : 46}" text-anchor="middle" dominant-baseline="middle">${motif}</text>` +
    (round > 0 ? `<text x="96" y="100" font-size="22" text-anchor="end">${['✨', '💫', '🌟', '🎵'][round % 4]}</text>` : '') +
    `</g></svg>`
  );
}
