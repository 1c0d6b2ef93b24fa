import type { UploadType } from '../../src/application/contracts/upload/upload-kinds.js';

/** Bytes of a file's start that suffice to recognise every accepted type. */
export const MAGIC_HEAD_BYTES = 16;

/** What a file's first bytes say it is. */
export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'isobmff' | 'ebml' | 'mp3' | 'adts' | 'id3' | 'ogg' | 'svg';

/** ftyp brands of HEIF images (heic, heif, avif sequences are not accepted as video). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (head: Uint8Array, offset: number, length: number): string => String.fromCharCode(...head.subarray(offset, offset + length));

/** Recognises a file by its signature; null for anything else. */
export function sniff(head: Uint8Array): SniffedKind | null {
  const b = (i: number) => head[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (b(0) === 0x89 && ascii(head, 1, 3) === 'PNG' && b(4) === 0x0d && b(5) === 0x0a && b(6) === 0x1a && b(7) === 0x0a) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 4, 4) === 'ftyp') return HEIF_BRANDS.has(ascii(head, 8, 4)) ? 'heif' : 'isobmff';
  if (b(0) === 0x1a && b(1) === 0x45 && b(2) === 0xdf && b(3) === 0xa3) return 'ebml';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (ascii(head, 0, 3) === 'ID3') return 'id3';
  // MPEG audio frame sync: 11 set bits; layer bits 00 are AAC's ADTS, anything else is MP1-3.
  if (b(0) === 0xff && (b(1) & 0xe0) === 0xe0) return (b(1) & 0x06) === 0 ? 'adts' : 'mp3';
  if (ascii(head, 0, 5) === '<?xml' || ascii(head, 0, 4) === '<svg') return 'svg';
  return null;
}

/** Which signatures each declared type accepts (an mp4 container may hold audio only, as m4a does). */
const ACCEPTS: Readonly<Record<UploadType, readonly SniffedKind[]>> = {
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  heic: ['heif'],
  mp4: ['isobmff'],
  webm: ['ebml'],
  mp3: ['mp3', 'id3'],
  m4a: ['isobmff'],
  aac: ['adts', 'id3'],
  ogg: ['ogg'],
};

/** Whether the file's first bytes match the type it was declared as. */
export function matchesDeclaredType(type: UploadType, head: Uint8Array): boolean {
  const kind = sniff(head);
  return kind !== null && ACCEPTS[type].includes(kind);
}
