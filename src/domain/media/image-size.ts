export const IMAGE_WIDTH_RATIO_PORTRAIT = 108;
export const IMAGE_WIDTH_RATIO_OTHER = 148;

const isDimension = (n: number): boolean => Number.isFinite(n) && n > 0;

/** Display width of a picture bubble: 108 for a portrait picture (taller than wide), 148 otherwise. */
export function imageWidthRatio(width: number, height: number): number {
  return isDimension(width) && isDimension(height) && height > width ? IMAGE_WIDTH_RATIO_PORTRAIT : IMAGE_WIDTH_RATIO_OTHER;
}

/**
 * Bubble size keeping the picture's aspect ratio at the display width. Missing or
 * broken dimensions (0, NaN — a message from an old client) show a square.
 */
export function imageBubbleSize(width: number, height: number): { readonly width: number; readonly height: number } {
  const displayWidth = imageWidthRatio(width, height);
  const known = isDimension(width) && isDimension(height);
  return { width: displayWidth, height: known ? (displayWidth * height) / width : displayWidth };
}
