/**
 * The profile's photo album and video show (001 §2 edit pages and user page, §6 "Video
 * max default 15 s"): an ordered list of pictures the owner arranges, and one short video
 * with its cover. Both ends check these rules.
 */

/** Ours (the spec names no album size; a pick takes up to 9 pictures, 001 §6): pictures in a profile album. */
export const PROFILE_ALBUM_MAX = 9;

export type AlbumProblem = 'ALBUM.TOO_MANY' | 'ALBUM.DUPLICATE';

/** What is wrong with an album as it would be saved (its pictures' URLs in order), or null. */
export function albumProblem(urls: readonly string[]): AlbumProblem | null {
  if (urls.length > PROFILE_ALBUM_MAX) return 'ALBUM.TOO_MANY';
  if (new Set(urls).size !== urls.length) return 'ALBUM.DUPLICATE';
  return null;
}

/** The album with the picture at `from` moved to `to` (both clamped into the list); the rest keep their order. */
export function movedInAlbum<T>(album: readonly T[], from: number, to: number): T[] {
  const last = album.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const next = [...album];
  const [moved] = next.splice(source, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}

/** How many more pictures fit, and so how many of a pick are taken. */
export function albumRoomLeft(current: number): number {
  return Math.max(0, PROFILE_ALBUM_MAX - current);
}
