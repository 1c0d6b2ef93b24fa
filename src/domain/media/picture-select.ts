export const PICTURE_SELECT_MAX = 9;
export const PHOTO_TAKE_MAX = 1;

/** Where pictures come from: the album picker or the camera. */
export type PictureSource = 'album' | 'camera';

/** How many pictures one pick may return: 9 from the album, 1 photo from the camera. */
export function pictureSelectLimit(source: PictureSource): number {
  return source === 'camera' ? PHOTO_TAKE_MAX : PICTURE_SELECT_MAX;
}
