import { COMPRESSION_BANDS, COMPRESSION_QUALITY_LARGEST } from '../constants';

/**
 * JPEG quality for an image of `bytes` bytes: 0.8 up to 0.5 MB, 0.7 up to 1 MB, 0.5 up
 * to 2 MB, 0.4 above. A band's edge belongs to the lower band (exactly 500,000 → 0.8).
 */
export function compressionQuality(bytes: number): number {
  return COMPRESSION_BANDS.find((band) => bytes <= band.maxBytes)?.quality ?? COMPRESSION_QUALITY_LARGEST;
}
