import type { AlbumPhoto, VideoShow } from '../../src/application/contracts/user/profile-media.js';
import { checkVideoDuration } from '../../src/domain/media/video-duration.js';
import { albumProblem, PROFILE_ALBUM_MAX, type AlbumProblem } from '../../src/domain/profile/album.js';
import { isOwnImageUpload, isOwnUploadOf } from '../uploads/own-image-upload.js';
import { storedVideoSeconds } from '../uploads/stored-video-seconds.js';
import type { AccountsDeps } from './accounts-deps.js';

const ALBUM_REFUSALS: Readonly<Record<AlbumProblem, string>> = {
  'ALBUM.TOO_MANY': `An album holds up to ${PROFILE_ALBUM_MAX} photos`,
  'ALBUM.DUPLICATE': 'This photo is already in the album',
};

type MediaSave = { readonly album?: readonly AlbumPhoto[] | undefined; readonly videoShow?: VideoShow | null | undefined };

/**
 * The album and video show a save sends, as they may be kept — or why not: every picture
 * and the cover must be images this user uploaded, the video a video they uploaded, and
 * no longer than the limit. The client checked the file's length first; here the length
 * the video's own header states wins over the one sent (a hand-made request meets the
 * rule too), and is the one kept. A header that states none leaves the client's.
 */
export async function checkedProfileMedia(deps: Pick<AccountsDeps, 'db' | 'uploads'>, uid: number, media: MediaSave): Promise<{ readonly ok: true; readonly media: MediaSave } | { readonly ok: false; readonly message: string }> {
  const { album, videoShow } = media;
  if (album !== undefined) {
    const problem = albumProblem(album.map((photo) => photo.url));
    if (problem !== null) return { ok: false, message: ALBUM_REFUSALS[problem] };
    const owned = await Promise.all(album.map((photo) => isOwnImageUpload(deps.db, deps.uploads, uid, photo.url)));
    if (owned.includes(false)) return { ok: false, message: 'Album photos must be pictures you uploaded' };
  }
  if (videoShow === undefined || videoShow === null) return { ok: true, media };
  const [video, cover] = await Promise.all([
    isOwnUploadOf(deps.db, deps.uploads, uid, videoShow.url, 'video'),
    isOwnImageUpload(deps.db, deps.uploads, uid, videoShow.cover),
  ]);
  if (!video || !cover) return { ok: false, message: 'The video show and its cover must be files you uploaded' };
  const duration = (await storedVideoSeconds(deps.uploads, videoShow.url)) ?? videoShow.duration;
  const length = checkVideoDuration(duration);
  if (!length.ok) return { ok: false, message: `A video show may last up to ${length.error.maxSeconds} seconds` };
  return { ok: true, media: { album, videoShow: { ...videoShow, duration } } };
}
