import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgDetailContract } from '../../src/application/contracts/msg/detail.contract.js';
import { uploadParamsContract } from '../../src/application/contracts/upload/params.contract.js';
import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';
import type { UploadType } from '../../src/application/contracts/upload/upload-kinds.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import type { AlbumPhoto } from '../../src/application/contracts/user/profile-media.js';
import { userUpdateInfoContract } from '../../src/application/contracts/user/update-info.contract.js';
import { VIDEO_MAX_SECONDS_DEFAULT } from '../../src/domain/media/video-duration.js';
import { PROFILE_ALBUM_MAX, movedInAlbum } from '../../src/domain/profile/album.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';

/* Issue #13 part B: the photo album and the video show, saved through /user/update-info and seen by others as saved. */

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WEBM_HEAD = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

let server: CallServer;
beforeAll(async () => {
  // Every test uploads several files from one address: more than one burst of the upload limit.
  server = await startCallServer({ env: { RATE_LIMIT_FACTOR: '10' } });
});
afterAll(async () => server?.close());

let fileCounter = 0;
/** Uploads a file the way the app does (/upload/params, PUT, /upload/success) and answers its URL. */
async function upload(uid: number, type: UploadType, content?: Buffer): Promise<string> {
  fileCounter += 1;
  const http = server.client(uid).http;
  const ticket = await http.request(uploadParamsContract, { type, flag: 'album', width: 40, height: 30 });
  if (!ticket.ok || 'list' in ticket.data) throw new Error(`expected one upload ticket: ${JSON.stringify(ticket)}`);
  const t = ticket.data;
  const body = content ?? Buffer.concat([type === 'webm' ? WEBM_HEAD : PNG_HEAD, Buffer.from(`file ${fileCounter}`)]);
  const put = await server.app.inject({ method: 'PUT', url: `${t.host}/${t.dir.path}`, headers: t.headers, payload: body });
  expect(put.statusCode).toBe(200);
  const confirmed = await http.request(uploadSuccessContract, { id: t.upload_id });
  if (!confirmed.ok) throw new Error(confirmed.error.msg);
  return confirmed.data.url;
}

/** The start of a WebM whose Segment Info says it lasts `seconds` (1 ms timecodes), as an encoder writes it. */
function webmLasting(seconds: number): Buffer {
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(seconds * 1000, 3);
  const body = Buffer.concat([Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]), duration]);
  fileCounter += 1;
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80, 0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | body.length]),
    body,
    Buffer.from(`cluster ${fileCounter}`),
  ]);
}

async function photos(uid: number, count: number): Promise<AlbumPhoto[]> {
  const list: AlbumPhoto[] = [];
  for (let i = 0; i < count; i += 1) list.push({ url: await upload(uid, 'png'), width: 40 + i, height: 30 });
  return list;
}

const saveAlbum = (uid: number, album: AlbumPhoto[]) => server.client(uid).http.request(userUpdateInfoContract, { user_info: { album } });
const cardSeenBy = async (viewer: number, target: number) => {
  const card = await server.client(viewer).http.request(userInfoContract, { target_uid: target });
  if (!card.ok) throw new Error(card.error.msg);
  return card.data;
};

describe('the profile album', () => {
  it('keeps the order the owner saves: added, moved, deleted — and another user sees exactly that', async () => {
    const me = await server.newUser({ nickname: 'Album' });
    const other = await server.newUser({});
    const three = await photos(me, 3);
    const added = await saveAlbum(me, three);
    expect(added.ok && added.data.user_info.album).toEqual(three);

    const reordered = movedInAlbum(three, 2, 0);
    await saveAlbum(me, reordered);
    expect((await cardSeenBy(other, me)).album).toEqual(reordered);

    const afterDelete = reordered.filter((_, index) => index !== 1);
    await saveAlbum(me, afterDelete);
    expect((await cardSeenBy(other, me)).album.map((photo) => photo.url)).toEqual(afterDelete.map((photo) => photo.url));
    const detail = await server.client(other).http.request(msgDetailContract, { to_uid: me });
    expect(detail.ok && [detail.data.album_count, detail.data.album.map((photo) => photo.url)]).toEqual([2, afterDelete.map((photo) => photo.url)]);
  });

  it('refuses more than PROFILE_ALBUM_MAX pictures, a picture twice and someone else\'s picture, keeping the album as it was', async () => {
    const me = await server.newUser({});
    const stranger = await server.newUser({});
    const mine = await photos(me, 2);
    await saveAlbum(me, mine);
    const many = await photos(me, PROFILE_ALBUM_MAX + 1);
    const theirs = await photos(stranger, 1);
    const refusals = [];
    for (const album of [many, [mine[0]!, mine[0]!], [...mine, ...theirs]]) {
      const answer = await saveAlbum(me, album);
      expect(answer.ok).toBe(false);
      if (!answer.ok) refusals.push(answer.error.msg);
    }
    expect(refusals).toEqual([`An album holds up to ${PROFILE_ALBUM_MAX} photos`, 'This photo is already in the album', 'Album photos must be pictures you uploaded']);
    expect((await cardSeenBy(stranger, me)).album).toEqual(mine);
  });

  it('puts the profile photo first for others when show_avatar_moment is on, and not when it is off', async () => {
    const me = await server.newUser({});
    const other = await server.newUser({});
    const [avatar, ...album] = await photos(me, 3);
    await server.client(me).http.request(userUpdateInfoContract, { user_info: { avatar: { ...avatar!, img_type: 'png' }, album } });
    const on = await server.client(me).http.request(userUpdateInfoContract, { user_info: { show_avatar_moment: 1 } });
    expect(on.ok && on.data.show_avatar_moment).toBe(1);
    expect((await cardSeenBy(other, me)).album.map((photo) => photo.url)).toEqual([avatar!.url, ...album.map((photo) => photo.url)]);
    await server.client(me).http.request(userUpdateInfoContract, { user_info: { show_avatar_moment: 0 } });
    expect((await cardSeenBy(other, me)).album.map((photo) => photo.url)).toEqual(album.map((photo) => photo.url));
  });

  it('never shows a hidden profile\'s album or video show to another user, on the user page or in a chat', async () => {
    const me = await server.newUser({});
    const other = await server.newUser({});
    const album = await photos(me, 2);
    const video = { url: await upload(me, 'webm'), cover: (await photos(me, 1))[0]!.url, duration: 3, width: 360, height: 640 };
    await server.client(me).http.request(userUpdateInfoContract, { user_info: { album, video_show: video, show_avatar_moment: 1, hide_profile: 1 } });
    const card = await cardSeenBy(other, me);
    expect([card.album, card.video_show]).toEqual([[], null]);
    const detail = await server.client(other).http.request(msgDetailContract, { to_uid: me });
    expect(detail.ok && [detail.data.album, detail.data.album_count]).toEqual([[], 0]);
  });
});

describe('the video show', () => {
  it('saves a video of at most the limit with its cover, shown to others; null removes it', async () => {
    const me = await server.newUser({});
    const other = await server.newUser({});
    const video = { url: await upload(me, 'webm'), cover: (await photos(me, 1))[0]!.url, duration: VIDEO_MAX_SECONDS_DEFAULT, width: 360, height: 640 };
    const saved = await server.client(me).http.request(userUpdateInfoContract, { user_info: { video_show: video } });
    expect(saved.ok && saved.data.user_info.video_show).toEqual(video);
    expect((await cardSeenBy(other, me)).video_show).toEqual(video);
    await server.client(me).http.request(userUpdateInfoContract, { user_info: { video_show: null } });
    expect((await cardSeenBy(other, me)).video_show).toBeNull();
  });

  it('refuses a video longer than the limit, a picture as the video and someone else\'s cover, keeping the old one', async () => {
    const me = await server.newUser({});
    const stranger = await server.newUser({});
    const good = { url: await upload(me, 'webm'), cover: (await photos(me, 1))[0]!.url, duration: 4, width: 360, height: 640 };
    await server.client(me).http.request(userUpdateInfoContract, { user_info: { video_show: good } });
    const attempts = [
      { ...good, duration: VIDEO_MAX_SECONDS_DEFAULT + 0.5 },
      { ...good, url: (await photos(me, 1))[0]!.url },
      { ...good, cover: (await photos(stranger, 1))[0]!.url },
    ];
    const refusals = [];
    for (const video_show of attempts) {
      const answer = await server.client(me).http.request(userUpdateInfoContract, { user_info: { video_show } });
      expect(answer.ok).toBe(false);
      if (!answer.ok) refusals.push(answer.error.msg);
    }
    expect(refusals).toEqual([
      `A video show may last up to ${VIDEO_MAX_SECONDS_DEFAULT} seconds`,
      'The video show and its cover must be files you uploaded',
      'The video show and its cover must be files you uploaded',
    ]);
    expect((await cardSeenBy(stranger, me)).video_show).toEqual(good);
  });

  it('goes by the length the video\'s own header states, not the one sent: over the limit is refused, under it is kept as stated', async () => {
    const me = await server.newUser({});
    const other = await server.newUser({});
    const cover = (await photos(me, 1))[0]!.url;
    const long = { url: await upload(me, 'webm', webmLasting(VIDEO_MAX_SECONDS_DEFAULT + 1)), cover, duration: 3, width: 360, height: 640 };
    const refused = await server.client(me).http.request(userUpdateInfoContract, { user_info: { video_show: long } });
    expect(refused.ok ? 'saved' : refused.error.msg).toBe(`A video show may last up to ${VIDEO_MAX_SECONDS_DEFAULT} seconds`);
    const short = { url: await upload(me, 'webm', webmLasting(4.5)), cover, duration: 3, width: 360, height: 640 };
    await server.client(me).http.request(userUpdateInfoContract, { user_info: { video_show: short } });
    expect((await cardSeenBy(other, me)).video_show?.duration).toBe(4.5);
  });
});
