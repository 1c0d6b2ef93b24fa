export const IMAGE_ZOOM_MIN = 0.5;
export const IMAGE_ZOOM_MAX = 4;

/** The unscaled picture, used when a pinch gesture yields no usable scale. */
const IDENTITY_SCALE = 1;

/** Keeps an image-preview zoom between 0.5 and 4. */
export function clampZoom(scale: number): number {
  if (Number.isNaN(scale)) return IDENTITY_SCALE;
  return Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, scale));
}
