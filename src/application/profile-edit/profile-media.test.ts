import { describe, expect, it } from 'vitest';
import { PROFILE_ALBUM_MAX, VIDEO_MAX_SECONDS_DEFAULT } from '../../domain';
import type { AlbumPhoto } from '../contracts/user/profile-media';
import type { ImageCompressionPort } from '../ports/image-compression.port';
import type { UploadPort } from '../ports/upload.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { addAlbumPhotos, saveVideoShow, type MediaProgress } from './profile-media';
import type { ProfileChanges } from './save-profile';

const ticket = {
  is_upload: 1, upload_id: 9, dir: { path: 'album/a.jpg', small_url: '/uploads/album/a.jpg', cover_path: '' }, host: '/uploads',
  token: 't', date: '20250101T000000Z', upload_type: 'local', headers: { Authorization: 't', 'x-amz-date': '20250101T000000Z' }, url: '/uploads/album/a.jpg',
};

function setup() {
  const { http, sent } = createScriptedHttp({ '/upload/params': { data: ticket }, '/upload/success': { data: { url: '/uploads/album/a.jpg', path: 'album/a.jpg' } } });
  const puts: string[] = [];
  const upload: UploadPort = { put: async (url) => (puts.push(url), { ok: true }), md5: async () => '0123456789abcdef0123456789abcdef' };
  const images: ImageCompressionPort = { compress: async () => ({ ok: true, value: { body: new Blob(['small'], { type: 'image/jpeg' }), width: 640, height: 480 } }) };
  const saved: ProfileChanges[] = [];
  const save = async (changes: ProfileChanges) => (saved.push(changes), { ok: true as const });
  const progress: MediaProgress[] = [];
  return { deps: { http, upload, images, save }, sent, puts, saved, progress, onProgress: (p: MediaProgress) => progress.push(p) };
}

const photo = (n: number): AlbumPhoto => ({ url: `/uploads/album/${n}.jpg`, width: 1, height: 1 });
const jpeg = () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

describe('addAlbumPhotos', () => {
  it('uploads each picked picture with progress, then saves the album once with them appended', async () => {
    const { deps, saved, progress, onProgress } = setup();
    expect(await addAlbumPhotos(deps, [photo(1)], [jpeg(), jpeg()], onProgress)).toEqual({ ok: true });
    expect(progress).toEqual([{ done: 0, total: 2 }, { done: 1, total: 2 }, { done: 2, total: 2 }]);
    expect(saved).toEqual([{ album: [photo(1), { url: '/uploads/album/a.jpg', width: 640, height: 480 }, { url: '/uploads/album/a.jpg', width: 640, height: 480 }] }]);
  });

  it('takes only the room left under the limit, and refuses at once when the album is full', async () => {
    const { deps, puts, saved, onProgress } = setup();
    const almost = Array.from({ length: PROFILE_ALBUM_MAX - 1 }, (_, i) => photo(i));
    await addAlbumPhotos(deps, almost, [jpeg(), jpeg(), jpeg()], onProgress);
    expect(puts).toHaveLength(1);
    expect(saved[0]?.album).toHaveLength(PROFILE_ALBUM_MAX);
    expect(await addAlbumPhotos(deps, [...almost, photo(99)], [jpeg()], onProgress)).toEqual({ ok: false, error: { code: 'ALBUM.FULL' } });
    expect(puts).toHaveLength(1);
  });
});

describe('saveVideoShow', () => {
  const webm = new Blob([new Uint8Array(10)], { type: 'video/webm' });
  const cover = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

  it('refuses a video longer than the limit before uploading anything', async () => {
    const { deps, sent, saved, onProgress } = setup();
    const outcome = await saveVideoShow(deps, webm, { durationSec: VIDEO_MAX_SECONDS_DEFAULT + 1, width: 360, height: 640, cover }, onProgress);
    expect(outcome).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_TOO_LONG', maxSeconds: VIDEO_MAX_SECONDS_DEFAULT } });
    expect([sent, saved]).toEqual([[], []]);
  });

  it('refuses a file that is not a video, and a video without a cover frame', async () => {
    const { deps, onProgress } = setup();
    expect(await saveVideoShow(deps, cover, { durationSec: 3, width: 1, height: 1, cover }, onProgress)).toEqual({ ok: false, error: { code: 'MEDIA.NOT_VIDEO' } });
    expect(await saveVideoShow(deps, webm, { durationSec: 3, width: 1, height: 1, cover: null }, onProgress)).toEqual({ ok: false, error: { code: 'MEDIA.VIDEO_COVER' } });
  });

  it('uploads the video and its cover, then saves the video show with its length', async () => {
    const { deps, puts, saved, progress, onProgress } = setup();
    expect(await saveVideoShow(deps, webm, { durationSec: 4.2, width: 360, height: 640, cover }, onProgress)).toEqual({ ok: true });
    expect(puts).toHaveLength(2);
    expect(saved).toEqual([{ video_show: { url: '/uploads/album/a.jpg', cover: '/uploads/album/a.jpg', duration: 4.2, width: 360, height: 640 } }]);
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
  });
});
