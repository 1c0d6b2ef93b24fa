import { compressionQuality } from '../../domain/media';
import { UPLOAD_KINDS, uploadTypeOfMime, type UploadType } from '../contracts/upload/upload-kinds';
import type { HttpPort } from '../ports/http.port';
import type { ImageCompressionPort } from '../ports/image-compression.port';
import type { UploadPort } from '../ports/upload.port';
import { uploadFile, type UploadFileError } from './upload-file';

/** Types uploaded as they are (000 §5: gif and heic are special — recompressing would lose the animation or fail). */
const KEPT_AS_IS: ReadonlySet<UploadType> = new Set(['gif', 'heic']);

export interface UploadedPicture {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** The upload type of the stored file ('jpg', 'png'…), the spec's img_type. */
  readonly imgType: UploadType;
}

export type PictureUploadError = { readonly code: 'PICTURE.NOT_IMAGE' } | { readonly code: 'IMAGE.UNSUPPORTED'; readonly message: string } | UploadFileError;
export type PictureUploadOutcome = { readonly ok: true; readonly value: UploadedPicture } | { readonly ok: false; readonly error: PictureUploadError };

export interface PictureUploadDeps {
  readonly http: HttpPort;
  readonly upload: UploadPort;
  readonly images: ImageCompressionPort;
}

/**
 * A picked picture to a stored one (000 §5, §7): recompressed at the quality its size
 * calls for (compressionQuality), then the upload flow with its md5 (/upload/params,
 * PUT, /upload/success). `flag` says what it is for (avatar, report evidence, feedback).
 */
export async function uploadPicture(deps: PictureUploadDeps, picked: Blob, flag: string): Promise<PictureUploadOutcome> {
  const pickedType = uploadTypeOfMime(picked.type);
  if (pickedType === null || UPLOAD_KINDS[pickedType].family !== 'image') return { ok: false, error: { code: 'PICTURE.NOT_IMAGE' } };

  let body: Blob = picked;
  let size: { width: number; height: number } | null = null;
  if (!KEPT_AS_IS.has(pickedType)) {
    const compressed = await deps.images.compress(picked, compressionQuality(picked.size));
    if (!compressed.ok) return { ok: false, error: compressed.error };
    body = compressed.value.body;
    size = { width: compressed.value.width, height: compressed.value.height };
  }
  const type = uploadTypeOfMime(body.type) ?? pickedType;
  const uploaded = await uploadFile(deps, { body, type, flag, withMd5: true, ...(size ?? {}) });
  if (!uploaded.ok) return uploaded;
  return { ok: true, value: { url: uploaded.value.url, width: size?.width ?? 0, height: size?.height ?? 0, imgType: type } };
}
