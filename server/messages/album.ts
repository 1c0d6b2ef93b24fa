import type { Kysely } from 'kysely';
import { FIRST_CONTACT_ALBUM_THUMBNAILS } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import type { UploadStorage } from '../uploads/upload-storage.js';

/** The upload flag of profile album pictures (the first-contact card shows them). */
export const ALBUM_UPLOAD_FLAG = 'album';

export interface Album {
  readonly pictures: { readonly url: string; readonly width: number; readonly height: number }[];
  readonly count: number;
}

/** A user's album pictures (uploads flagged `album` that arrived): the newest few and how many in all. */
export async function albumOf(db: Kysely<Database>, uploads: UploadStorage, uid: number): Promise<Album> {
  const base = db.selectFrom('uploads').where('uid', '=', uid).where('flag', '=', ALBUM_UPLOAD_FLAG).where('status', '<>', 'pending');
  const [rows, total] = await Promise.all([
    base.select(['path', 'width', 'height']).orderBy('id', 'desc').limit(FIRST_CONTACT_ALBUM_THUMBNAILS).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    pictures: rows.map((row) => ({ url: uploads.publicUrl(row.path), width: row.width ?? 0, height: row.height ?? 0 })),
    count: Number(total.n),
  };
}
