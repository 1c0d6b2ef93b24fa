import { compressionQuality, pickableFiles, pictureSelectLimit, type PictureSource } from '../../../domain/media';
import { uploadTypeOfMime, UPLOAD_KINDS, type UploadType } from '../../contracts/upload/upload-kinds';
import type { ImageCompressionPort } from '../../ports/image-compression.port';
import type { OutgoingDraft } from '../outgoing-draft';

export type ImageDraft = Extract<OutgoingDraft, { kind: 'image' }>;

/** A picked file: a browser File is a Blob with a name. */
export type PickedFile = Blob & { readonly name: string };

export interface ImageDrafts {
  readonly drafts: readonly ImageDraft[];
  /** Files left out: banned suffix, not a picture, or beyond the 9 (album) / 1 (camera) limit. */
  readonly skipped: number;
  /** Pictures this device could not decode. */
  readonly failed: number;
}

/** Kept as they are (000 §5): recompressing would lose a gif's animation or fail on heic. */
const KEPT_AS_IS: ReadonlySet<UploadType> = new Set(['gif', 'heic']);

/**
 * Picked pictures to image drafts (001 §5): banned suffixes skipped, at most 9 from the
 * album and 1 from the camera, each recompressed at the quality its size calls for. The
 * compressed bytes are what the send path uploads (with their md5).
 */
export async function prepareImageDrafts(
  deps: { readonly images: ImageCompressionPort },
  picked: readonly PickedFile[],
  source: PictureSource,
  bannedSuffixes: readonly string[] = [],
): Promise<ImageDrafts> {
  const pictures = pickableFiles(picked, bannedSuffixes).filter((file) => {
    const type = uploadTypeOfMime(file.type);
    return type !== null && UPLOAD_KINDS[type].family === 'image';
  });
  const chosen = pictures.slice(0, pictureSelectLimit(source));
  const drafts: ImageDraft[] = [];
  let failed = 0;
  for (const file of chosen) {
    const type = uploadTypeOfMime(file.type);
    if (type !== null && KEPT_AS_IS.has(type)) {
      drafts.push({ kind: 'image', file, width: 0, height: 0 });
      continue;
    }
    const compressed = await deps.images.compress(file, compressionQuality(file.size));
    if (!compressed.ok) {
      failed += 1;
      continue;
    }
    drafts.push({ kind: 'image', file: compressed.value.body, width: compressed.value.width, height: compressed.value.height });
  }
  return { drafts, skipped: picked.length - chosen.length, failed };
}
