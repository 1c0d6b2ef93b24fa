import type { Kysely } from 'kysely';
import { FIRST_CONTACT_ALBUM_THUMBNAILS } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import { publicAlbumOf } from '../users/public-album.js';

export interface Album {
  readonly pictures: { readonly url: string; readonly width: number; readonly height: number }[];
  readonly count: number;
}

/** A user's album as others see it (in the owner's order, nothing when hidden): the first few pictures and how many in all. */
export async function albumOf(db: Kysely<Database>, uid: number): Promise<Album> {
  const user = await db
    .selectFrom('users')
    .select(['album', 'video_show', 'show_avatar_moment', 'hide_profile', 'avatar', 'big_avatar_url', 'avatar_width', 'avatar_height'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  const album = user === undefined ? [] : publicAlbumOf(user);
  return { pictures: album.slice(0, FIRST_CONTACT_ALBUM_THUMBNAILS), count: album.length };
}
