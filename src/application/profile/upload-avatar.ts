import type { UploadType } from '../contracts/upload/upload-kinds';
import { uploadPicture, type PictureUploadDeps, type PictureUploadError } from '../upload/upload-picture';

/** The `flag` of an avatar upload (what the file is for). */
export const AVATAR_UPLOAD_FLAG = 'avatar';

export interface UploadedAvatar {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** The upload type of the stored file ('jpg', 'png'…), the spec's img_type. */
  readonly imgType: UploadType;
}

export type AvatarUploadError = { readonly code: 'AVATAR.NOT_IMAGE' } | Exclude<PictureUploadError, { readonly code: 'PICTURE.NOT_IMAGE' }>;
export type AvatarUploadOutcome = { readonly ok: true; readonly value: UploadedAvatar } | { readonly ok: false; readonly error: AvatarUploadError };

/** A picked picture to a stored avatar: the picture upload (uploadPicture) flagged as an avatar. */
export async function uploadAvatar(deps: PictureUploadDeps, picked: Blob): Promise<AvatarUploadOutcome> {
  const outcome = await uploadPicture(deps, picked, AVATAR_UPLOAD_FLAG);
  if (!outcome.ok && outcome.error.code === 'PICTURE.NOT_IMAGE') return { ok: false, error: { code: 'AVATAR.NOT_IMAGE' } };
  return outcome as AvatarUploadOutcome;
}
