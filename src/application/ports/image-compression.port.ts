/**
 * Recompressing a picture on the device before it is uploaded (000 §5: quality by size,
 * a PNG above PNG_TO_JPEG_THRESHOLD_BYTES turns into JPEG). `Blob` is the standard binary
 * type of browsers and Node alike.
 */
export interface ImageCompressionPort {
  /** The recompressed picture at `quality` (0–1), with its content type and pixel size. */
  compress(image: Blob, quality: number): Promise<ImageCompressionOutcome>;
}

export interface CompressedImage {
  /** The new bytes; `body.type` is their content type (the input's, or image/jpeg). */
  readonly body: Blob;
  readonly width: number;
  readonly height: number;
}

/** IMAGE.UNSUPPORTED: not a picture this device can decode, or no canvas to draw it with (000 §8). */
export type ImageCompressionOutcome =
  | { readonly ok: true; readonly value: CompressedImage }
  | { readonly ok: false; readonly error: { readonly code: 'IMAGE.UNSUPPORTED'; readonly message: string } };
