/** Compression quality by size band: at most `maxBytes` → `quality`; above the last → COMPRESSION_QUALITY_LARGEST. */
export const COMPRESSION_BANDS = [
  { maxBytes: 500_000, quality: 0.8 },
  { maxBytes: 1_000_000, quality: 0.7 },
  { maxBytes: 2_000_000, quality: 0.5 },
] as const;
export const COMPRESSION_QUALITY_LARGEST = 0.4;

/**
 * JPEG quality for an image of `bytes` bytes: 0.8 up to 0.5 MB, 0.7 up to 1 MB, 0.5 up
 * to 2 MB, 0.4 above. A band's edge belongs to the lower band (exactly 500,000 → 0.8).
 */
export function compressionQuality(bytes: number): number {
  return COMPRESSION_BANDS.find((band) => bytes <= band.maxBytes)?.quality ?? COMPRESSION_QUALITY_LARGEST;
}
