import type { Country } from '../contracts/other/region.contract';
import type { CurrentUser } from '../contracts/user/current-user';
import type { LiveState } from '../live-state';
import type { AvatarUploadOutcome } from '../profile/upload-avatar';
import type { AlbumPhoto } from '../contracts/user/profile-media';
import type { VideoProbe } from '../messages/media/video-draft';
import type { MediaProgress, ProfileMediaOutcome } from './profile-media';
import type { ProfileChanges, SaveProfileOutcome } from './save-profile';

/** What the edit pages (/pagesPub/edit/*) and the privacy settings use. */
export interface ProfileEditServices {
  /** The signed-in user as the session keeps it: the pages' current values. */
  readonly user$: LiveState<CurrentUser | null>;
  /** Saves the fields one page changed; the session (and so Me) shows them at once. */
  save(changes: ProfileChanges): Promise<SaveProfileOutcome>;
  /** A picked picture, compressed and uploaded, then saved as the profile photo. */
  changePhoto(picked: Blob): Promise<AvatarUploadOutcome | SaveProfileOutcome>;
  /** Picked pictures compressed, uploaded and appended to the album (within its limit), saved in one go. */
  addAlbumPhotos(picked: readonly Blob[], onProgress: (progress: MediaProgress) => void): Promise<ProfileMediaOutcome>;
  /** The album in a new order or with a picture removed. */
  saveAlbum(album: readonly AlbumPhoto[]): Promise<SaveProfileOutcome>;
  /** A picked video (≤ 15 s, its cover frame read by the view) uploaded with its cover and saved as the video show. */
  saveVideoShow(file: Blob, probe: VideoProbe, onProgress: (progress: MediaProgress) => void): Promise<ProfileMediaOutcome>;
  /** The countries to pick from, in `language`, cached by version. */
  countries(language: string): Promise<readonly Country[] | null>;
}
