import zlib from 'node:zlib';
import { drawPng, rgbOf } from './png-encode.js';
import { encodeMessage, type ProtoField } from './protobuf-writer.js';

/**
 * A gift's animation as a real SVGA 2 file: a zlib-deflated protobuf MovieEntity (field
 * numbers from the SVGA 2 proto (svga's parser): version 1, params 2 {viewBoxWidth 1, viewBoxHeight 2,
 * fps 3, frames 4}, images 3 map<string, bytes>, sprites 4 {imageKey 1, frames 2 {alpha 1,
 * layout 2, transform 3}}). Drawn, not designed: a glow, the gift's disc popping in (the
 * client swaps the `icon` image for the gift's own icon) and sparks flying out.
 */
export const SVGA_VIEWBOX = 300;
export const SVGA_FPS = 20;
export const SVGA_FRAMES = 60;
/** The image key the client replaces with the gift's icon (the player's replaceElements). */
export const SVGA_ICON_KEY = 'icon';

const GLOW_PX = 160;
const ICON_PX = 96;
const SPARK_PX = 32;
const SPARKS = 8;
const CENTER = SVGA_VIEWBOX / 2;
/** The player reads a 0 scale as "unset" (1): the smallest scale drawn is this. */
const MIN_SCALE = 0.01;

interface Pose {
  readonly alpha: number;
  readonly scale: number;
  readonly rotate?: number;
  readonly cx: number;
  readonly cy: number;
}

/** One frame of a sprite whose `size`-pixel image is centred on (cx, cy), scaled and turned. */
function frame(size: number, pose: Pose): ProtoField[] {
  const scale = Math.max(MIN_SCALE, pose.scale);
  const angle = pose.rotate ?? 0;
  const a = scale * Math.cos(angle) || MIN_SCALE;
  const b = scale * Math.sin(angle);
  const c = -b;
  const d = a;
  const half = size / 2;
  return [
    { no: 1, float: Math.max(0, Math.min(1, pose.alpha)) },
    { no: 2, message: [{ no: 1, float: 0 }, { no: 2, float: 0 }, { no: 3, float: size }, { no: 4, float: size }] },
    {
      no: 3,
      message: [
        { no: 1, float: a }, { no: 2, float: b }, { no: 3, float: c }, { no: 4, float: d },
        { no: 5, float: pose.cx - (a * half + c * half) }, { no: 6, float: pose.cy - (b * half + d * half) },
      ],
    },
  ];
}

function sprite(imageKey: string, size: number, pose: (f: number) => Pose): ProtoField {
  return {
    no: 4,
    message: [{ no: 1, string: imageKey }, ...Array.from({ length: SVGA_FRAMES }, (_, f): ProtoField => ({ no: 2, message: frame(size, pose(f)) }))],
  };
}

const easeOut = (t: number): number => 1 - (1 - t) ** 3;
const clamp01 = (t: number): number => Math.max(0, Math.min(1, t));
/** 1 until the last `span` frames, then down to 0. */
const fadeOut = (f: number, span = 12): number => clamp01((SVGA_FRAMES - 1 - f) / span);

function images(from: string, to: string): ProtoField[] {
  const [fr, fg, fb] = rgbOf(from);
  const [tr, tg, tb] = rgbOf(to);
  const glow = drawPng(GLOW_PX, (x, y) => {
    const r = Math.hypot(x - GLOW_PX / 2, y - GLOW_PX / 2) / (GLOW_PX / 2);
    return [tr, tg, tb, 200 * clamp01(1 - r) ** 2];
  });
  const disc = drawPng(ICON_PX, (x, y) => {
    const r = Math.hypot(x - ICON_PX / 2, y - ICON_PX / 2) / (ICON_PX / 2);
    const t = (x + y) / (2 * ICON_PX);
    return [fr + (tr - fr) * t, fg + (tg - fg) * t, fb + (tb - fb) * t, r <= 1 ? 255 : 0];
  });
  const spark = drawPng(SPARK_PX, (x, y) => {
    const dx = Math.abs(x - SPARK_PX / 2) / (SPARK_PX / 2);
    const dy = Math.abs(y - SPARK_PX / 2) / (SPARK_PX / 2);
    // A four-pointed star: bright where |dx|·|dy| is small, inside the unit square.
    const star = clamp01(1 - Math.sqrt(dx * dy) * 4 - Math.max(dx, dy) * 0.4);
    return [255, 244, 190, 255 * star];
  });
  const entry = (key: string, png: Uint8Array): ProtoField => ({ no: 3, message: [{ no: 1, string: key }, { no: 2, bytes: png }] });
  return [entry('glow', glow), entry(SVGA_ICON_KEY, disc), entry('spark', spark)];
}

export function buildGiftMovie(colors: { readonly from: string; readonly to: string }): Buffer {
  const sparks = Array.from({ length: SPARKS }, (_, i) =>
    sprite('spark', SPARK_PX, (f) => {
      const t = clamp01((f - 6) / 34);
      const angle = (2 * Math.PI * i) / SPARKS;
      const radius = 30 + 110 * easeOut(t);
      return { alpha: f < 6 ? 0 : 1 - t, scale: 0.6 + 0.6 * Math.sin(Math.PI * t), rotate: t * Math.PI, cx: CENTER + radius * Math.cos(angle), cy: CENTER + radius * Math.sin(angle) };
    }),
  );
  const movie: ProtoField[] = [
    { no: 1, string: '2.0.0' },
    { no: 2, message: [{ no: 1, float: SVGA_VIEWBOX }, { no: 2, float: SVGA_VIEWBOX }, { no: 3, int: SVGA_FPS }, { no: 4, int: SVGA_FRAMES }] },
    ...images(colors.from, colors.to),
    sprite('glow', GLOW_PX, (f) => ({ alpha: clamp01(f / 8) * fadeOut(f) * 0.9, scale: 0.8 + 0.6 * easeOut(clamp01(f / 20)) + 0.08 * Math.sin(f / 3), cx: CENTER, cy: CENTER })),
    ...sparks,
    sprite(SVGA_ICON_KEY, ICON_PX, (f) => {
      const pop = f < 8 ? 1.3 * easeOut(f / 8) : f < 14 ? 1.3 - 0.3 * ((f - 8) / 6) : 1 + 0.05 * Math.sin((f - 14) / 2.5);
      const leave = 1 + 0.3 * (1 - fadeOut(f));
      return { alpha: fadeOut(f), scale: 1.4 * pop * leave, cx: CENTER, cy: CENTER - 6 * Math.sin(f / 4) };
    }),
  ];
  return zlib.deflateSync(encodeMessage(movie));
}
