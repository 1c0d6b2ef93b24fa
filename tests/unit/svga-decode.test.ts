import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildGiftMovie, SVGA_FPS, SVGA_FRAMES, SVGA_ICON_KEY, SVGA_VIEWBOX } from '../../server/gifts/svga-movie.js';
import { encodeMessage, type ProtoField } from '../../server/gifts/protobuf-writer.js';
import { decodeSvga, movieOf } from '../../src/ui/pages/chat/gifts/svga-decode.js';

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const params: ProtoField = { no: 2, message: [{ no: 1, float: 100 }, { no: 2, float: 50 }, { no: 3, int: 30 }, { no: 4, int: 2 }] };

describe('the client decodes SVGA 2 files without eval (the page CSP forbids it)', () => {
  it('reads the server-drawn gift movie: size, rate, length, images and one frame per movie frame for every sprite', async () => {
    const movie = await decodeSvga(arrayBufferOf(buildGiftMovie({ from: '#ffe0e6', to: '#ff7a93' })));
    expect(movie.version).toBe('2.0.0');
    expect(movie.size).toEqual({ width: SVGA_VIEWBOX, height: SVGA_VIEWBOX });
    expect(movie.fps).toBe(SVGA_FPS);
    expect(movie.frames).toBe(SVGA_FRAMES);
    expect(Object.keys(movie.images).sort()).toEqual(['glow', SVGA_ICON_KEY, 'spark'].sort());
    for (const image of Object.values(movie.images)) expect(Buffer.from(image, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    for (const sprite of movie.sprites) expect(sprite.frames).toHaveLength(SVGA_FRAMES);
    const icon = movie.sprites.find((sprite) => sprite.imageKey === SVGA_ICON_KEY)!;
    const mid = icon.frames[20]!;
    expect(mid.alpha).toBe(1);
    expect(mid.transform.a * mid.layout.width / 2 + mid.transform.tx).toBeCloseTo(SVGA_VIEWBOX / 2, 1);
    expect(icon.frames.at(-1)!.alpha).toBe(0);
  });

  it('places each frame at the top-left of its transformed layout, as svga’s parser does', () => {
    const frame: ProtoField[] = [
      { no: 1, float: 0.5 },
      { no: 2, message: [{ no: 1, float: 0 }, { no: 2, float: 0 }, { no: 3, float: 10 }, { no: 4, float: 20 }] },
      // A 90° turn then a move: the layout's corners land at x −20…0, y 0…10, shifted by (30, 5).
      { no: 3, message: [{ no: 1, float: 0 }, { no: 2, float: 1 }, { no: 3, float: -1 }, { no: 4, float: 0 }, { no: 5, float: 30 }, { no: 6, float: 5 }] },
      { no: 4, string: 'M0 0 L10 0 L10 10 Z' },
    ];
    const movie = movieOf(encodeMessage([{ no: 1, string: '2.0.0' }, params, { no: 4, message: [{ no: 1, string: 'a' }, { no: 2, message: frame }] }]));
    const decoded = movie.sprites[0]!.frames[0]!;
    expect(decoded.alpha).toBe(0.5);
    expect(decoded.nx).toBe(10);
    expect(decoded.ny).toBe(5);
    expect(decoded.maskPath?.d).toBe('M0 0 L10 0 L10 10 Z');
    expect(movie.size).toEqual({ width: 100, height: 50 });
  });

  it('converts shape styles (rgba, caps, dashes) and lets a KEEP shape repeat the previous frame’s shapes', () => {
    const styles: ProtoField = {
      no: 10,
      message: [
        { no: 1, message: [{ no: 1, float: 1 }, { no: 2, float: 0 }, { no: 3, float: 0.5 }, { no: 4, float: 1 }] },
        { no: 3, float: 2 }, { no: 4, int: 1 }, { no: 5, int: 2 }, { no: 8, float: 4 },
      ],
    };
    const rect: ProtoField = { no: 5, message: [{ no: 1, int: 1 }, { no: 3, message: [{ no: 3, float: 8 }, { no: 4, float: 6 }, { no: 5, float: 2 }] }, styles] };
    const keep: ProtoField = { no: 5, message: [{ no: 1, int: 3 }] };
    const sprite: ProtoField = { no: 4, message: [{ no: 1, string: 'a' }, { no: 2, message: [rect] }, { no: 2, message: [keep] }] };
    const [first, second] = movieOf(encodeMessage([params, sprite])).sprites[0]!.frames;
    expect(first!.shapes).toEqual([
      {
        type: 'rect',
        path: { x: 0, y: 0, width: 8, height: 6, cornerRadius: 2 },
        styles: { fill: 'rgba(255, 0, 127, 1)', stroke: null, strokeWidth: 2, lineCap: 'round', lineJoin: 'bevel', miterLimit: 0, lineDash: [0, 4] },
        transform: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 },
      },
    ]);
    expect(second!.shapes).toBe(first!.shapes);
  });

  it('refuses an SVGA 1.x zip, a file that is not deflated and a truncated movie, so the overlay falls back', async () => {
    await expect(decodeSvga(arrayBufferOf(Buffer.from('PK\u0003\u0004rest')))).rejects.toThrow(/1\.x/);
    await expect(decodeSvga(arrayBufferOf(Buffer.from('not an svga file')))).rejects.toThrow();
    const truncated = zlib.deflateSync(encodeMessage([params]).subarray(0, 5));
    await expect(decodeSvga(arrayBufferOf(truncated))).rejects.toThrow(/SVGA/);
  });
});
