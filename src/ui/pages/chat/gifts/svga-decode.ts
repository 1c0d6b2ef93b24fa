import { bytesOf, messageOf, messagesOf, numberOf, readMessage, stringOf, type WireMessage } from './svga-wire';

/*
 * SVGA 2 files decoded in the page, into the movie SVGAPlayer-Web-Lite's Player mounts.
 * svga's own Parser decodes with protobufjs, which compiles its decoders with
 * `new Function` — refused by our Content-Security-Policy (no 'unsafe-eval') — so the
 * file is read here instead: inflated by the browser's DecompressionStream, read field by
 * field (svga-wire.ts), converted exactly as svga's parser converts it (its VideoEntity:
 * defaults, shape styles, KEEP shapes, the frame's bounding box nx/ny, the clip path as a
 * mask). Field numbers are those of the SVGA 2 proto (server/gifts/svga-movie.ts writes
 * the same ones; its test checks them against svga's parser).
 */

export interface SvgaRect { x: number; y: number; width: number; height: number }
export interface SvgaTransform { a: number; b: number; c: number; d: number; tx: number; ty: number }
export interface SvgaStyles {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number | null;
  lineCap: 'butt' | 'round' | 'square' | null;
  lineJoin: 'miter' | 'round' | 'bevel' | null;
  miterLimit: number | null;
  lineDash: number[] | null;
}
export type SvgaShape =
  | { type: 'shape'; path: { d: string }; styles: SvgaStyles; transform: SvgaTransform }
  | { type: 'rect'; path: SvgaRect & { cornerRadius: number }; styles: SvgaStyles; transform: SvgaTransform }
  | { type: 'ellipse'; path: { x: number; y: number; radiusX: number; radiusY: number }; styles: SvgaStyles; transform: SvgaTransform };
export interface SvgaFrame {
  alpha: number;
  layout: SvgaRect;
  transform: SvgaTransform;
  clipPath: string;
  shapes: SvgaShape[];
  nx: number;
  ny: number;
  maskPath: { d: string; transform: undefined; styles: SvgaStyles } | null;
}
/** The movie as svga's Player takes it (its `Video`); images as base64 PNG, which the Player draws through data: URLs. */
export interface SvgaMovie {
  version: string;
  filename: string;
  size: { width: number; height: number };
  fps: number;
  frames: number;
  images: Record<string, string>;
  replaceElements: Record<string, HTMLImageElement | HTMLCanvasElement>;
  dynamicElements: Record<string, HTMLImageElement | HTMLCanvasElement>;
  sprites: { imageKey: string; frames: SvgaFrame[] }[];
}

/** MovieEntity and its parts, field numbers of the SVGA 2 proto. */
const MOVIE = { version: 1, params: 2, images: 3, sprites: 4 } as const;
const PARAMS = { viewBoxWidth: 1, viewBoxHeight: 2, fps: 3, frames: 4 } as const;
const MAP_ENTRY = { key: 1, value: 2 } as const;
const SPRITE = { imageKey: 1, frames: 2 } as const;
const FRAME = { alpha: 1, layout: 2, transform: 3, clipPath: 4, shapes: 5 } as const;
const SHAPE = { type: 1, shape: 2, rect: 3, ellipse: 4, styles: 10, transform: 11 } as const;
const SHAPE_TYPE = { shape: 0, rect: 1, ellipse: 2, keep: 3 } as const;
const STYLE = { fill: 1, stroke: 2, strokeWidth: 3, lineCap: 4, lineJoin: 5, miterLimit: 6, dashI: 7, dashII: 8, dashIII: 9 } as const;
const LINE_CAPS = ['butt', 'round', 'square'] as const;
const LINE_JOINS = ['miter', 'round', 'bevel'] as const;
/** The player's default frame rate, used when a file leaves it out. */
const DEFAULT_FPS = 20;
/** SVGA 1.x files are zip archives ("PK\3\4"); the Lite player plays SVGA 2 only. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] as const;
const CHANNEL_MAX = 255;

const rectOf = (message: WireMessage | null): SvgaRect => ({
  x: message === null ? 0 : numberOf(message, 1),
  y: message === null ? 0 : numberOf(message, 2),
  width: message === null ? 0 : numberOf(message, 3),
  height: message === null ? 0 : numberOf(message, 4),
});

/** An absent transform is the identity; a present one has proto3's zero defaults, as svga's parser reads it. */
const transformOf = (message: WireMessage | null): SvgaTransform =>
  message === null
    ? { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 }
    : { a: numberOf(message, 1), b: numberOf(message, 2), c: numberOf(message, 3), d: numberOf(message, 4), tx: numberOf(message, 5), ty: numberOf(message, 6) };

/** rgba() with channels 0–1 scaled to bytes and the alpha truncated, as svga's parser writes it. */
const rgbaOf = (message: WireMessage | null): string | null => {
  if (message === null) return null;
  const channel = (field: number) => Math.trunc(CHANNEL_MAX * numberOf(message, field));
  return `rgba(${channel(1)}, ${channel(2)}, ${channel(3)}, ${Math.trunc(numberOf(message, 4))})`;
};

function stylesOf(message: WireMessage): SvgaStyles {
  const [dashI, dashII, dashIII] = [numberOf(message, STYLE.dashI), numberOf(message, STYLE.dashII), numberOf(message, STYLE.dashIII)];
  const lineDash: number[] = [];
  if (dashI > 0) lineDash.push(dashI);
  if (dashII > 0) {
    if (lineDash.length < 1) lineDash.push(0);
    lineDash.push(dashII);
  }
  if (dashIII > 0) {
    if (lineDash.length < 2) lineDash.push(0, 0);
    lineDash[2] = dashIII;
  }
  return {
    fill: rgbaOf(messageOf(message, STYLE.fill)),
    stroke: rgbaOf(messageOf(message, STYLE.stroke)),
    strokeWidth: numberOf(message, STYLE.strokeWidth),
    lineCap: LINE_CAPS[numberOf(message, STYLE.lineCap)] ?? null,
    lineJoin: LINE_JOINS[numberOf(message, STYLE.lineJoin)] ?? null,
    miterLimit: numberOf(message, STYLE.miterLimit),
    lineDash,
  };
}

function shapeOf(message: WireMessage): SvgaShape | null {
  const stylesMessage = messageOf(message, SHAPE.styles);
  if (stylesMessage === null) return null;
  const styles = stylesOf(stylesMessage);
  const transform = transformOf(messageOf(message, SHAPE.transform));
  const type = numberOf(message, SHAPE.type);
  const shape = messageOf(message, SHAPE.shape);
  const rect = messageOf(message, SHAPE.rect);
  const ellipse = messageOf(message, SHAPE.ellipse);
  if (type === SHAPE_TYPE.shape && shape !== null) return { type: 'shape', path: { d: stringOf(shape, 1) }, styles, transform };
  if (type === SHAPE_TYPE.rect && rect !== null) return { type: 'rect', path: { ...rectOf(rect), cornerRadius: numberOf(rect, 5) }, styles, transform };
  if (type === SHAPE_TYPE.ellipse && ellipse !== null) {
    return { type: 'ellipse', path: { x: numberOf(ellipse, 1), y: numberOf(ellipse, 2), radiusX: numberOf(ellipse, 3), radiusY: numberOf(ellipse, 4) }, styles, transform };
  }
  return null;
}

const MASK_STYLES: SvgaStyles = { fill: 'rgba(0, 0, 0, 0)', stroke: null, strokeWidth: null, lineCap: null, lineJoin: null, miterLimit: null, lineDash: null };

function frameOf(message: WireMessage, previousShapes: SvgaShape[] | undefined): SvgaFrame {
  const layout = rectOf(messageOf(message, FRAME.layout));
  const t = transformOf(messageOf(message, FRAME.transform));
  const clipPath = stringOf(message, FRAME.clipPath);
  const shapeMessages = messagesOf(message, FRAME.shapes);
  const keepsShapes = shapeMessages[0] !== undefined && numberOf(shapeMessages[0], SHAPE.type) === SHAPE_TYPE.keep && previousShapes !== undefined;
  const shapes = keepsShapes ? previousShapes : shapeMessages.map(shapeOf).filter((shape): shape is SvgaShape => shape !== null);
  // The layout's corners through the transform: the frame's top-left on the canvas.
  const xs = [0, layout.width].flatMap((dx) => [0, layout.height].map((dy) => t.a * (layout.x + dx) + t.c * (layout.y + dy) + t.tx));
  const ys = [0, layout.width].flatMap((dx) => [0, layout.height].map((dy) => t.b * (layout.x + dx) + t.d * (layout.y + dy) + t.ty));
  return {
    alpha: numberOf(message, FRAME.alpha),
    layout,
    transform: t,
    clipPath,
    shapes,
    nx: Math.min(...xs),
    ny: Math.min(...ys),
    maskPath: clipPath.length > 0 ? { d: clipPath, transform: undefined, styles: MASK_STYLES } : null,
  };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The movie of an inflated MovieEntity. Throws on a malformed file (the overlay then shows its fallback). */
export function movieOf(entity: Uint8Array, filename = ''): SvgaMovie {
  const movie = readMessage(entity);
  const params = messageOf(movie, MOVIE.params);
  if (params === null) throw new Error('SVGA: no movie params');
  const images: Record<string, string> = {};
  for (const entry of messagesOf(movie, MOVIE.images)) {
    const bytes = bytesOf(entry, MAP_ENTRY.value);
    if (bytes !== null) images[stringOf(entry, MAP_ENTRY.key)] = base64Of(bytes);
  }
  const sprites = messagesOf(movie, MOVIE.sprites).map((sprite) => {
    let previous: SvgaShape[] | undefined;
    const frames = messagesOf(sprite, SPRITE.frames).map((frame) => {
      const decoded = frameOf(frame, previous);
      previous = decoded.shapes;
      return decoded;
    });
    return { imageKey: stringOf(sprite, SPRITE.imageKey), frames };
  });
  return {
    version: stringOf(movie, MOVIE.version),
    filename,
    size: { width: numberOf(params, PARAMS.viewBoxWidth), height: numberOf(params, PARAMS.viewBoxHeight) },
    fps: numberOf(params, PARAMS.fps, DEFAULT_FPS),
    frames: numberOf(params, PARAMS.frames),
    images,
    replaceElements: {},
    dynamicElements: {},
    sprites,
  };
}

/** An SVGA 2 file's bytes → its movie; SVGA 1.x (zip) is refused. */
export async function decodeSvga(file: ArrayBuffer, filename = ''): Promise<SvgaMovie> {
  const head = new Uint8Array(file, 0, Math.min(ZIP_MAGIC.length, file.byteLength));
  if (ZIP_MAGIC.every((byte, index) => head[index] === byte)) throw new Error('SVGA: 1.x files are not supported');
  const inflated = new Response(new Blob([file]).stream().pipeThrough(new DecompressionStream('deflate')));
  return movieOf(new Uint8Array(await inflated.arrayBuffer()), filename);
}
