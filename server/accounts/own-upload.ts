import type { Kysely } from 'kysely';
import { UPLOAD_KINDS, type UploadType } from '../../src/application/contracts/upload/upload-kinds.js';
import type { Database } from '../db/schema.js';
import { UPLOAD_PATH } from '../uploads/upload-paths.js';
import type { UploadStorage } from '../uploads/upload-storage.js';

/**
 * Whether `url` is an image this user uploaded and confirmed (/upload/success) to this
 * server's storage: an avatar can never point at someone else's file or another site.
 */
export async function isOwnImageUpload(db: Kysely<Database>, uploads: UploadStorage, uid: number, url: string): Promise<boolean> {
  const base = uploads.publicUrl('');
  if (!url.startsWith(base)) return false;
  const path = url.slice(base.length);
  if (!UPLOAD_PATH.test(path)) return false;
  const row = await db.selectFrom('uploads').select('type').where('path', '=', path).where('uid', '=', uid).where('status', '=', 'confirmed').executeTakeFirst();
  return row !== undefined && row.type in UPLOAD_KINDS && UPLOAD_KINDS[row.type as UploadType].family === 'image';
}
