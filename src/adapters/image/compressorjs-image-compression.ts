import { PNG_TO_JPEG_THRESHOLD_BYTES } from '../../domain/constants';
import type { ImageCompressionOutcome, ImageCompressionPort } from '../../application/ports/image-compression.port';

/**
 * ImageCompressionPort over compressorjs (its defaults are the spec's: a PNG above
 * 5,000,000 bytes turns into JPEG; the orientation is fixed from EXIF). The library is
 * imported on first use, so it never weighs on the first load. The canvas it drew tells
 * the pixel size.
 */
export const compressorjsImageCompression: ImageCompressionPort = {
  async compress(image, quality) {
    let Compressor: typeof import('compressorjs').default;
    try {
      Compressor = (await import('compressorjs')).default;
    } catch (error) {
      return unsupported(error);
    }
    return new Promise<ImageCompressionOutcome>((resolve) => {
      let size = { width: 0, height: 0 };
      try {
        new Compressor(image, {
          quality,
          convertSize: PNG_TO_JPEG_THRESHOLD_BYTES,
          drew(_context, canvas) {
            size = { width: canvas.width, height: canvas.height };
          },
          success(result) {
            resolve({ ok: true, value: { body: result, ...size } });
          },
          error(error) {
            resolve(unsupported(error));
          },
        });
      } catch (error) {
        // "The first argument must be an image File or Blob object." (000 §8)
        resolve(unsupported(error));
      }
    });
  },
};

function unsupported(error: unknown): ImageCompressionOutcome {
  return { ok: false, error: { code: 'IMAGE.UNSUPPORTED', message: error instanceof Error ? error.message : String(error) } };
}
