import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { CALL_TYPE, HOST_DEFAULT_VOICE_PRICE_PER_MIN, ONLINE_STATUS } from '../../src/domain/constants.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

describe('another user\'s card and following them (/user/info, /user/follow)', () => {
  it('shows a host\'s card with the prices a call would lock, chatting while in a call', async () => {
    const viewer = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 45 });
    // Online means connected to the broker (tests/integration/presence.test.ts).
    await server.listen(host);

    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: host });
    expect(card.ok && card.data).toMatchObject({ uid: host, nickname: 'Ana', is_host: 1, video_call_gold: 45, voice_call_gold: HOST_DEFAULT_VOICE_PRICE_PER_MIN, online_status: ONLINE_STATUS.online, is_follow: 0 });

    const started = await server.client(viewer).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    const during = await server.client(viewer).http.request(userInfoContract, { target_uid: host });
    expect(during.ok && during.data.online_status).toBe(ONLINE_STATUS.chatting);
    if (started.ok) await server.client(viewer).http.request(callEndContract, { room_id: started.data.room_id });
  });

  it('prices an ordinary user\'s calls at 0 and answers USER.NOT_FOUND for nobody', async () => {
    const viewer = await server.newUser({});
    const other = await server.newUser({});
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: other });
    expect(card.ok && [card.data.video_call_gold, card.data.voice_call_gold, card.data.is_host]).toEqual([0, 0, 0]);
    expect(await server.client(viewer).http.request(userInfoContract, { target_uid: 99_999_999 })).toMatchObject({ ok: false, error: { msg: 'USER.NOT_FOUND' } });
  });

  it('follows once however often asked, counts the fan, and unfollows', async () => {
    const fan = await server.newUser({});
    const star = await server.newUser({});
    const follow = () => server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: star });
    expect(await follow()).toMatchObject({ ok: true, data: { is_follow: 1 } });
    expect(await follow()).toMatchObject({ ok: true, data: { is_follow: 1 } });
    const card = await server.client(fan).http.request(userInfoContract, { target_uid: star });
    expect(card.ok && [card.data.is_follow, card.data.fans_num]).toEqual([1, 1]);

    expect(await server.client(fan).http.request(userFollowContract, { flag: 'del', target_uid: star })).toMatchObject({ ok: true, data: { is_follow: 0 } });
    const after = await server.client(fan).http.request(userInfoContract, { target_uid: star });
    expect(after.ok && [after.data.is_follow, after.data.fans_num]).toEqual([0, 0]);
  });

  it('refuses following oneself', async () => {
    const me = await server.newUser({});
    expect(await server.client(me).http.request(userFollowContract, { flag: 'add', target_uid: me })).toMatchObject({ ok: false, error: { msg: 'USER.SELF' } });
  });
});
