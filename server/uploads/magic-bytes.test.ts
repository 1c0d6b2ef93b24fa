import { describe, expect, it } from 'vitest';
import { matchesDeclaredType, sniff } from './magic-bytes.js';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const box = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniff', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['gif', bytes('GIF89a')],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['heif', box('heic')],
    ['heif', box('mif1')],
    ['isobmff', box('isom')],
    ['isobmff', box('M4A ')],
    ['ebml', bytes([0x1a, 0x45, 0xdf, 0xa3])],
    ['ogg', bytes('OggS')],
    ['id3', bytes('ID3', [4, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90])],
    ['adts', bytes([0xff, 0xf1, 0x50])],
    ['svg', bytes('<svg xmlns=')],
  ] as const)('recognises %s', (kind, head) => {
    expect(sniff(head)).toBe(kind);
  });

  it('recognises nothing in text, an empty file or a truncated signature', () => {
    expect(sniff(bytes('hello world'))).toBeNull();
    expect(sniff(new Uint8Array())).toBeNull();
    expect(sniff(bytes([0x89], 'PN'))).toBeNull();
  });
});

describe('matchesDeclaredType', () => {
  it('accepts a file whose signature is its declared type', () => {
    expect(matchesDeclaredType('png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(matchesDeclaredType('m4a', box('M4A '))).toBe(true);
    expect(matchesDeclaredType('heic', box('heic'))).toBe(true);
  });

  it('refuses a file declared as another type, such as a PNG sent as a JPEG or an HEIC sent as a video', () => {
    expect(matchesDeclaredType('jpg', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(matchesDeclaredType('mp4', box('heic'))).toBe(false);
    expect(matchesDeclaredType('aac', bytes([0xff, 0xfb, 0x90]))).toBe(false);
  });

  it('never accepts SVG, which can carry script, as an upload', () => {
    for (const type of ['jpg', 'png', 'gif', 'webp'] as const) expect(matchesDeclaredType(type, bytes('<svg onload='))).toBe(false);
  });
});
