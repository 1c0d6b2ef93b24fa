import { albumRoomLeft } from '../../domain';
import type { AlbumPhoto } from '../contracts/user/profile-media';
import { uploadTypeOfMime, UPLOAD_KINDS } from '../contracts/upload/upload-kinds';
import { videoDraftOf, type VideoDraftError, type VideoProbe } from '../messages/media/video-draft';
import { uploadFile } from '../upload/upload-file';
import { uploadPicture, type PictureUploadDeps } from '../upload/upload-picture';
import type { ProfileChanges, SaveProfileOutcome } from './save-profile';

/** The upload flag of album pictures and of the video show and its cover (what the files are for). */
export const ALBUM_UPLOAD_FLAG = 'album';
export const VIDEO_SHOW_UPLOAD_FLAG = 'video_show';

/** How far a multi-file save has got: `done` of `total` steps (a picture each, or video, cover, save). */
export interface MediaProgress {
  readonly done: number;
  readonly total: number;
}

export type ProfileMediaError = VideoDraftError | { readonly code: 'ALBUM.FULL' } | { readonly code: 'MEDIA.UPLOAD_FAILED' } | { readonly code: 'MEDIA.NOT_VIDEO' };
export type ProfileMediaOutcome = SaveProfileOutcome | { readonly ok: false; readonly error: ProfileMediaError };

export interface ProfileMediaDeps extends PictureUploadDeps {
  readonly save: (changes: ProfileChanges) => Promise<SaveProfileOutcome>;
}

/**
 * Adds picked pictures to the album (001 §2 "photos"): each compressed by the rule the
 * profile photo uses and uploaded, then the whole album saved in one /user/update-info —
 * so a failed upload adds nothing and the album keeps its old pictures. Only the room
 * left under PROFILE_ALBUM_MAX is taken; a full album refuses at once.
 */
export async function addAlbumPhotos(deps: ProfileMediaDeps, current: readonly AlbumPhoto[], picked: readonly Blob[], onProgress: (progress: MediaProgress) => void): Promise<ProfileMediaOutcome> {
  const taken = picked.slice(0, albumRoomLeft(current.length));
  if (taken.length === 0) return { ok: false, error: { code: 'ALBUM.FULL' } };
  const added: AlbumPhoto[] = [];
  onProgress({ done: 0, total: taken.length });
  for (const photo of taken) {
    const uploaded = await uploadPicture(deps, photo, ALBUM_UPLOAD_FLAG);
    if (!uploaded.ok) return { ok: false, error: { code: 'MEDIA.UPLOAD_FAILED' } };
    added.push({ url: uploaded.value.url, width: uploaded.value.width, height: uploaded.value.height });
    onProgress({ done: added.length, total: taken.length });
  }
  return deps.save({ album: [...current, ...added] });
}

const VIDEO_SHOW_STEPS = 3;

/**
 * Saves a picked video as the video show (001 §2): at most 15 s by the file's own length
 * (the probe read it in the page) and never without its cover frame; then the video and
 * the cover are uploaded and saved. The old video show stays until the save succeeds.
 */
export async function saveVideoShow(deps: ProfileMediaDeps, file: Blob, probe: VideoProbe, onProgress: (progress: MediaProgress) => void): Promise<ProfileMediaOutcome> {
  const type = uploadTypeOfMime(file.type);
  if (type === null || UPLOAD_KINDS[type].family !== 'video') return { ok: false, error: { code: 'MEDIA.NOT_VIDEO' } };
  const draft = videoDraftOf(file, probe);
  if (!draft.ok) return draft;
  const { cover, durationSec, width, height } = draft.value;
  onProgress({ done: 0, total: VIDEO_SHOW_STEPS });
  const video = await uploadFile(deps, { body: file, type, flag: VIDEO_SHOW_UPLOAD_FLAG, withMd5: true, width, height });
  if (!video.ok) return { ok: false, error: { code: 'MEDIA.UPLOAD_FAILED' } };
  onProgress({ done: 1, total: VIDEO_SHOW_STEPS });
  const coverUpload = await uploadPicture(deps, cover, VIDEO_SHOW_UPLOAD_FLAG);
  if (!coverUpload.ok) return { ok: false, error: { code: 'MEDIA.UPLOAD_FAILED' } };
  onProgress({ done: 2, total: VIDEO_SHOW_STEPS });
  const saved = await deps.save({ video_show: { url: video.value.url, cover: coverUpload.value.url, duration: durationSec, width, height } });
  if (saved.ok) onProgress({ done: VIDEO_SHOW_STEPS, total: VIDEO_SHOW_STEPS });
  return saved;
}
