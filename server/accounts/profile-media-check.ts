import type { AlbumPhoto, VideoShow } from '../../src/application/contracts/user/profile-media.js';
import { checkVideoDuration } from '../../src/domain/media/video-duration.js';
import { albumProblem, PROFILE_ALBUM_MAX, type AlbumProblem } from '../../src/domain/profile/album.js';
import { isOwnImageUpload, isOwnUploadOf } from '../uploads/own-image-upload.js';
import type { AccountsDeps } from './accounts-deps.js';

const ALBUM_REFUSALS: Readonly<Record<AlbumProblem, string>> = {
  'ALBUM.TOO_MANY': `An album holds up to ${PROFILE_ALBUM_MAX} photos`,
  'ALBUM.DUPLICATE': 'This photo is already in the album',
};

/**
 * Why the album or video show a save sends cannot be kept, or null: every picture and the
 * cover must be images this user uploaded, the video a video they uploaded, and the video
 * no longer than the limit (the client checked the file's length first; this is the rule
 * a hand-made request meets).
 */
export async function profileMediaRefusal(
  deps: Pick<AccountsDeps, 'db' | 'uploads'>,
  uid: number,
  media: { readonly album?: readonly AlbumPhoto[] | undefined; readonly videoShow?: VideoShow | null | undefined },
): Promise<string | null> {
  const { album, videoShow } = media;
  if (album !== undefined) {
    const problem = albumProblem(album.map((photo) => photo.url));
    if (problem !== null) return ALBUM_REFUSALS[problem];
    const owned = await Promise.all(album.map((photo) => isOwnImageUpload(deps.db, deps.uploads, uid, photo.url)));
    if (owned.includes(false)) return 'Album photos must be pictures you uploaded';
  }
  if (videoShow !== undefined && videoShow !== null) {
    const length = checkVideoDuration(videoShow.duration);
    if (!length.ok) return `A video show may last up to ${length.error.maxSeconds} seconds`;
    const [video, cover] = await Promise.all([
      isOwnUploadOf(deps.db, deps.uploads, uid, videoShow.url, 'video'),
      isOwnImageUpload(deps.db, deps.uploads, uid, videoShow.cover),
    ]);
    if (!video || !cover) return 'The video show and its cover must be files you uploaded';
  }
  return null;
}
