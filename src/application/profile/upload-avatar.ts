import { compressionQuality } from '../../domain/media';
import { UPLOAD_KINDS, uploadTypeOfMime, type UploadType } from '../contracts/upload/upload-kinds';
import type { HttpPort } from '../ports/http.port';
import type { ImageCompressionPort } from '../ports/image-compression.port';
import type { UploadPort } from '../ports/upload.port';
import { uploadFile, type UploadFileError } from '../upload/upload-file';

/** The `flag` of an avatar upload (what the file is for). */
export const AVATAR_UPLOAD_FLAG = 'avatar';

/** Types uploaded as they are (000 §5: gif and heic are special — recompressing would lose the animation or fail). */
const KEPT_AS_IS: ReadonlySet<UploadType> = new Set(['gif', 'heic']);

export interface UploadedAvatar {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** The upload type of the stored file ('jpg', 'png'…), the spec's img_type. */
  readonly imgType: UploadType;
}

export type AvatarUploadError = { readonly code: 'AVATAR.NOT_IMAGE' } | { readonly code: 'IMAGE.UNSUPPORTED'; readonly message: string } | UploadFileError;
export type AvatarUploadOutcome = { readonly ok: true; readonly value: UploadedAvatar } | { readonly ok: false; readonly error: AvatarUploadError };

/**
 * A picked picture to a stored avatar (000 §5, §7): recompressed at the quality its size
 * calls for (compressionQuality), then the upload flow with its md5 (/upload/params,
 * PUT, /upload/success).
 */
export async function uploadAvatar(
  deps: { readonly http: HttpPort; readonly upload: UploadPort; readonly images: ImageCompressionPort },
  picked: Blob,
): Promise<AvatarUploadOutcome> {
  const pickedType = uploadTypeOfMime(picked.type);
  if (pickedType === null || UPLOAD_KINDS[pickedType].family !== 'image') return { ok: false, error: { code: 'AVATAR.NOT_IMAGE' } };

  let body: Blob = picked;
  let size: { width: number; height: number } | null = null;
  if (!KEPT_AS_IS.has(pickedType)) {
    const compressed = await deps.images.compress(picked, compressionQuality(picked.size));
    if (!compressed.ok) return { ok: false, error: compressed.error };
    body = compressed.value.body;
    size = { width: compressed.value.width, height: compressed.value.height };
  }
  const type = uploadTypeOfMime(body.type) ?? pickedType;
  const uploaded = await uploadFile(deps, { body, type, flag: AVATAR_UPLOAD_FLAG, withMd5: true, ...(size ?? {}) });
  if (!uploaded.ok) return uploaded;
  return { ok: true, value: { url: uploaded.value.url, width: size?.width ?? 0, height: size?.height ?? 0, imgType: type } };
}
