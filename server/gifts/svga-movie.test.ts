import fs from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildGiftMovie, SVGA_FPS, SVGA_FRAMES, SVGA_ICON_KEY, SVGA_VIEWBOX } from './svga-movie.js';

/**
 * The player's own protobuf description (the `Root.fromJSON({...})` literal in svga's
 * parser worker, dist/parser.js), so field numbers are checked against what it decodes.
 */
const parserSource = fs.readFileSync(createRequire(import.meta.url).resolve('svga/dist/parser.js'), 'utf8');
const descriptorLiteral = /fromJSON\((\{nested:.*?\})\)\.lookupType\("com\.opensource\.svga\.MovieEntity"\)/s.exec(parserSource)![1]!;
const descriptor = vm.runInNewContext(`(${descriptorLiteral})`) as { nested: { com: { nested: { opensource: { nested: { svga: { nested: Record<string, { fields: Record<string, { id: number }> }> } } } } } } };
const types = descriptor.nested.com.nested.opensource.nested.svga.nested;
const id = (type: string, field: string): number => types[type]!.fields[field]!.id;

type Fields = Map<number, (number | Buffer)[]>;

/** A generic proto3 wire decoder: field number → values (varints as numbers, fixed32 as floats, delimited as bytes). */
function decode(bytes: Buffer): Fields {
  const out: Fields = new Map();
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (at < bytes.length) {
    const key = varint();
    const wire = key & 7;
    let value: number | Buffer;
    if (wire === 0) value = varint();
    else if (wire === 5) {
      value = bytes.readFloatLE(at);
      at += 4;
    } else if (wire === 2) {
      const length = varint();
      value = bytes.subarray(at, at + length);
      at += length;
    } else throw new Error(`unexpected wire type ${wire}`);
    out.set(key >> 3, [...(out.get(key >> 3) ?? []), value]);
  }
  return out;
}

const one = (fields: Fields, no: number): number | Buffer => fields.get(no)![0]!;
const message = (fields: Fields, no: number): Fields => decode(one(fields, no) as Buffer);
const all = (fields: Fields, no: number): Fields[] => (fields.get(no) ?? []).map((v) => decode(v as Buffer));

describe('buildGiftMovie', () => {
  const file = buildGiftMovie({ from: '#ffe0e6', to: '#ff7a93' });
  const movie = decode(zlib.inflateSync(file));

  it('is a deflated SVGA 2 movie (not a 1.x zip) with its size, rate and length', () => {
    expect(file[0]).toBe(0x78);
    expect((one(movie, id('MovieEntity', 'version')) as Buffer).toString()).toBe('2.0.0');
    const params = message(movie, id('MovieEntity', 'params'));
    expect(one(params, id('MovieParams', 'viewBoxWidth'))).toBe(SVGA_VIEWBOX);
    expect(one(params, id('MovieParams', 'viewBoxHeight'))).toBe(SVGA_VIEWBOX);
    expect(one(params, id('MovieParams', 'fps'))).toBe(SVGA_FPS);
    expect(one(params, id('MovieParams', 'frames'))).toBe(SVGA_FRAMES);
  });

  it('carries PNG images, one of them the icon the client replaces', () => {
    const entries = all(movie, id('MovieEntity', 'images'));
    expect(entries.map((e) => (one(e, 1) as Buffer).toString()).sort()).toEqual(['glow', SVGA_ICON_KEY, 'spark'].sort());
    for (const entry of entries) expect((one(entry, 2) as Buffer).subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('gives every sprite one frame per movie frame, alphas within 0–1, the icon centred once popped in and gone at the end', () => {
    const sprites = all(movie, id('MovieEntity', 'sprites'));
    expect(sprites.length).toBeGreaterThanOrEqual(3);
    for (const sprite of sprites) {
      const frames = all(sprite, id('SpriteEntity', 'frames'));
      expect(frames).toHaveLength(SVGA_FRAMES);
      for (const frame of frames) expect(one(frame, id('FrameEntity', 'alpha'))).toBeGreaterThanOrEqual(0);
    }
    const icon = sprites.find((s) => (one(s, id('SpriteEntity', 'imageKey')) as Buffer).toString() === SVGA_ICON_KEY)!;
    const frames = all(icon, id('SpriteEntity', 'frames'));
    const mid = frames[20]!;
    const layout = message(mid, id('FrameEntity', 'layout'));
    const t = message(mid, id('FrameEntity', 'transform'));
    const n = (f: Fields, type: string, name: string) => one(f, id(type, name)) as number;
    const centreX = (n(t, 'Transform', 'a') * n(layout, 'Layout', 'width')) / 2 + (n(t, 'Transform', 'c') * n(layout, 'Layout', 'height')) / 2 + n(t, 'Transform', 'tx');
    expect(centreX).toBeCloseTo(SVGA_VIEWBOX / 2, 1);
    expect(one(mid, id('FrameEntity', 'alpha'))).toBe(1);
    expect(one(frames.at(-1)!, id('FrameEntity', 'alpha'))).toBe(0);
  });

  it('stays small (a few kilobytes)', () => {
    expect(file.length).toBeLessThan(40_000);
  });
});
