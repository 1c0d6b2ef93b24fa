import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHistoryContract } from '../../src/application/contracts/call/history.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { msgDetailContract } from '../../src/application/contracts/msg/detail.contract.js';
import { msgListContract } from '../../src/application/contracts/msg/list.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { CALL_TYPE, CHAT_TYPE, INBOX_TAB, MSG_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { levelOf } from '../../src/domain/profile/level.js';
import { USER_UPDATE_SUB } from '../../src/application/contracts/user/user-update.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

/*
 * Issue #13: another user's hidden profile never leaks its hidden fields, through every
 * endpoint that returns another user — the user page's card, the chat's user, the inbox
 * row, the call's peer and the call list. The owner's secrets are distinctive strings, so
 * a leak anywhere in an answer is found by searching its JSON.
 */

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

const SECRET_NAME = 'Zenobia-Secret';
const SECRET_AVATAR = 'https://cdn.example/zenobia-face.jpg';
const SECRET_LANGUAGES = 'xh,zu';
/** Coins the hidden user has moved, so their level is one worth hiding. */
const COINS_MOVED = 1_000;
const LEVEL = levelOf(COINS_MOVED);

async function hiddenHostAndViewer(flags: { hide_profile?: boolean; hide_vip?: boolean; hide_level?: boolean }) {
  const hidden = await server.newUser({
    nickname: SECRET_NAME, avatar: SECRET_AVATAR, small_avatar: SECRET_AVATAR, country_code: 'ZA', coins: COINS_MOVED, is_auth: true, auth_status: 1,
    speak_language: SECRET_LANGUAGES, vip_expires_at: Date.UTC(2100, 0, 1), is_host: true, ...flags,
  });
  const viewer = await server.newUser({ coins: 10_000 });
  return { hidden, viewer };
}

/** Every answer about `hidden` that `viewer` can get: user page, chat, inbox, call, call list. */
async function everythingViewerSees(viewer: number, hidden: number): Promise<string[]> {
  const http = server.client(viewer).http;
  const sent = await server.client(hidden).http.request(msgSendContract, {
    to_uid: viewer, chat_type: CHAT_TYPE.private, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: 'hi' }) }, client_msg_id: `hi-${hidden}`,
  });
  if (!sent.ok) throw new Error(`send refused: ${sent.error.msg}`);
  const started = await http.request(callStartContract, { target_uid: hidden, call_type: CALL_TYPE.video });
  if (!started.ok) throw new Error(`call refused: ${started.error.msg}`);
  await http.request(callEndContract, { room_id: started.data.room_id });
  const answers = await Promise.all([
    http.request(userInfoContract, { target_uid: hidden }),
    http.request(msgDetailContract, { to_uid: hidden }),
    http.request(msgListContract, { type: INBOX_TAB.all }),
    http.request(callHistoryContract, {}),
  ]);
  return [JSON.stringify(started.data), ...answers.map((answer) => {
    if (!answer.ok) throw new Error(answer.error.msg);
    return JSON.stringify(answer.data);
  })];
}

describe('privacy flags, enforced by the server in every card another user receives', () => {
  it('never sends another user a hidden profile\'s name, photo, languages, country, level or badges', async () => {
    const { hidden, viewer } = await hiddenHostAndViewer({ hide_profile: true });
    const answers = await everythingViewerSees(viewer, hidden);
    for (const answer of answers) {
      expect(answer).not.toContain(SECRET_NAME);
      expect(answer).not.toContain(SECRET_AVATAR);
      expect(answer).not.toContain(SECRET_LANGUAGES);
      expect(answer).not.toContain('"ZA"');
      expect(answer).not.toContain(`"level":${LEVEL}`);
    }
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: hidden });
    expect(card.ok && card.data).toMatchObject({ uid: hidden, hide_profile: 1, is_vip: 0, is_auth: 0, auth_status: 0, age: null });
  });

  it('hides only the VIP badge and the level when those are the flags set, and keeps the name', async () => {
    const { hidden, viewer } = await hiddenHostAndViewer({ hide_vip: true, hide_level: true });
    const answers = await everythingViewerSees(viewer, hidden);
    for (const answer of answers) expect(answer).not.toContain(`"level":${LEVEL}`);
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: hidden });
    expect(card.ok && card.data).toMatchObject({ nickname: SECRET_NAME, is_vip: 0, level: 0, hide_vip: 1, hide_level: 1 });
  });

  it('shows everything of a user who hides nothing', async () => {
    const { hidden, viewer } = await hiddenHostAndViewer({});
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: hidden });
    expect(card.ok && card.data).toMatchObject({ nickname: SECRET_NAME, is_vip: 1, level: LEVEL, country_code: 'ZA' });
  });
});

describe('levels from coins moved', () => {
  it('gives a user the level of the coins they have spent and received, as their card shows it', async () => {
    const spender = await server.newUser({ coins: 700 });
    const viewer = await server.newUser({});
    const spent = await server.ledger.spend(spender, 300, 'gift', `level-test-${spender}`);
    expect(spent.ok).toBe(true);
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: spender });
    expect(card.ok && card.data.level).toBe(levelOf(1_000));
  });
});

describe('the verified badge (npm run admin -- user verify)', () => {
  const WRITE = { 'content-type': 'application/json', 'x-glint-admin': '1' };

  it('sets the badge others see on the card and tells the user at once (type 7, sub auth); --off takes it away', async () => {
    const star = await server.newUser({ nickname: 'Star' });
    const viewer = await server.newUser({});
    const inbox = await server.listen(star);
    const verify = (verified: boolean) => server.app.inject({ method: 'POST', url: `/admin/users/${star}/verify`, headers: WRITE, payload: { verified } });

    expect((await verify(true)).statusCode).toBe(200);
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: star });
    expect(card.ok && [card.data.is_auth, card.data.auth_status]).toEqual([1, 1]);
    await eventually(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_UPDATE_SUB.auth && m.uid === star));

    expect((await verify(false)).statusCode).toBe(200);
    const after = await server.client(viewer).http.request(userInfoContract, { target_uid: star });
    expect(after.ok && after.data.auth_status).toBe(0);
    expect((await server.app.inject({ method: 'POST', url: '/admin/users/99999999/verify', headers: WRITE, payload: { verified: true } })).statusCode).toBe(404);
  });
});
