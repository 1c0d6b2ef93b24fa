import { describe, expect, it } from 'vitest';
import type { ImageCompressionPort } from '../ports/image-compression.port';
import type { UploadPort } from '../ports/upload.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { uploadAvatar } from './upload-avatar';

const ticket = {
  is_upload: 1, upload_id: 9, dir: { path: 'avatar/a.jpg', small_url: '/uploads/avatar/a.jpg', cover_path: '' }, host: '/uploads',
  token: 't', date: '20250101T000000Z', upload_type: 'local', headers: { Authorization: 't', 'x-amz-date': '20250101T000000Z' }, url: '/uploads/avatar/a.jpg',
};

function setup() {
  const { http, sent } = createScriptedHttp({ '/upload/params': { data: ticket }, '/upload/success': { data: { url: '/uploads/avatar/a.jpg', path: 'avatar/a.jpg' } } });
  const puts: { url: string; body: unknown }[] = [];
  const upload: UploadPort = {
    put: async (url, body) => (puts.push({ url, body }), { ok: true }),
    md5: async () => '0123456789abcdef0123456789abcdef',
  };
  const qualities: number[] = [];
  const images: ImageCompressionPort = {
    compress: async (image, quality) => (qualities.push(quality), { ok: true, value: { body: new Blob(['small'], { type: 'image/jpeg' }), width: 640, height: 480 } }),
  };
  return { http, sent, upload, puts, images, qualities };
}

describe('uploadAvatar', () => {
  it('compresses at the quality its size calls for and uploads the result with its md5 and size', async () => {
    const { http, sent, upload, puts, images, qualities } = setup();
    const picked = new Blob([new Uint8Array(700_000)], { type: 'image/jpeg' });
    const outcome = await uploadAvatar({ http, upload, images }, picked);
    expect(outcome).toEqual({ ok: true, value: { url: '/uploads/avatar/a.jpg', width: 640, height: 480, imgType: 'jpg' } });
    expect(qualities).toEqual([0.7]);
    expect(sent[0]).toEqual({ path: '/upload/params', payload: { type: 'jpg', flag: 'avatar', md5: '0123456789abcdef0123456789abcdef', width: 640, height: 480 } });
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toBe('/uploads/avatar/a.jpg');
    expect(sent[1]).toEqual({ path: '/upload/success', payload: { id: 9 } });
  });

  it('uploads a gif as it is, without recompressing it', async () => {
    const { http, upload, images, qualities, sent } = setup();
    const picked = new Blob(['GIF89a'], { type: 'image/gif' });
    const outcome = await uploadAvatar({ http, upload, images }, picked);
    expect(outcome.ok).toBe(true);
    expect(qualities).toEqual([]);
    expect(sent[0]?.payload).toMatchObject({ type: 'gif', flag: 'avatar' });
  });

  it('refuses a file that is not a picture before any call', async () => {
    const { http, upload, images, sent } = setup();
    expect(await uploadAvatar({ http, upload, images }, new Blob(['x'], { type: 'video/mp4' }))).toEqual({ ok: false, error: { code: 'AVATAR.NOT_IMAGE' } });
    expect(await uploadAvatar({ http, upload, images }, new Blob(['x'], { type: 'text/plain' }))).toEqual({ ok: false, error: { code: 'AVATAR.NOT_IMAGE' } });
    expect(sent).toEqual([]);
  });

  it('stops with the compression failure when the picture cannot be decoded', async () => {
    const { http, upload, sent } = setup();
    const broken: ImageCompressionPort = { compress: async () => ({ ok: false, error: { code: 'IMAGE.UNSUPPORTED', message: 'no' } }) };
    expect(await uploadAvatar({ http, upload, images: broken }, new Blob(['x'], { type: 'image/png' }))).toEqual({ ok: false, error: { code: 'IMAGE.UNSUPPORTED', message: 'no' } });
    expect(sent).toEqual([]);
  });
});
