import type { Kysely } from 'kysely';
import { UPLOAD_KINDS, type MediaFamily, type UploadType } from '../../src/application/contracts/upload/upload-kinds.js';
import type { Database } from '../db/schema.js';
import { isOwnUploadUrl } from './own-upload-url.js';
import { findConfirmedUploadType } from './upload-queries.js';
import type { UploadStorage } from './upload-storage.js';

/**
 * Whether `url` is a file of `family` (image, video…) this user uploaded and confirmed
 * (/upload/success) to this server's storage: a profile can never point at someone
 * else's file or another site.
 */
export async function isOwnUploadOf(db: Kysely<Database>, storage: UploadStorage, uid: number, url: string, family: MediaFamily): Promise<boolean> {
  if (!isOwnUploadUrl(storage, url)) return false;
  const type = await findConfirmedUploadType(db, uid, url.slice(storage.publicUrl('').length));
  return type !== undefined && type in UPLOAD_KINDS && UPLOAD_KINDS[type as UploadType].family === family;
}

/** Whether `url` is an image this user uploaded and confirmed (an avatar, an album picture, a video's cover). */
export function isOwnImageUpload(db: Kysely<Database>, storage: UploadStorage, uid: number, url: string): Promise<boolean> {
  return isOwnUploadOf(db, storage, uid, url, 'image');
}
