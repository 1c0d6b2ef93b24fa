import type { AlbumPhoto, VideoShow } from '../../src/application/contracts/user/profile-media.js';
import type { UserRow } from '../calls/call-peer.js';

type AlbumFields = Pick<UserRow, 'album' | 'video_show' | 'show_avatar_moment' | 'hide_profile' | 'avatar' | 'big_avatar_url' | 'avatar_width' | 'avatar_height'>;

/**
 * The album another user sees: the owner's pictures in their order, led by the profile
 * photo when the owner chose so (show_avatar_moment); nothing when the profile is hidden
 * (its photos are part of what it hides, domain/profile/privacy.ts).
 */
export function publicAlbumOf(user: AlbumFields): AlbumPhoto[] {
  if (user.hide_profile) return [];
  const avatarUrl = user.big_avatar_url || user.avatar;
  const lead = user.show_avatar_moment && avatarUrl !== '' && !user.album.some((photo) => photo.url === avatarUrl);
  return lead ? [{ url: avatarUrl, width: user.avatar_width ?? 0, height: user.avatar_height ?? 0 }, ...user.album] : [...user.album];
}

/** The video show another user sees; none when the profile is hidden. */
export function publicVideoShowOf(user: Pick<UserRow, 'video_show' | 'hide_profile'>): VideoShow | null {
  return user.hide_profile ? null : user.video_show;
}
