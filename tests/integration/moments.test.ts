import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runCli } from '../../server/admin/run-cli.js';
import { momentDeleteContract } from '../../src/application/contracts/moment/delete.contract.js';
import { momentLikeContract } from '../../src/application/contracts/moment/like.contract.js';
import { momentListContract } from '../../src/application/contracts/moment/list.contract.js';
import { momentPublishContract } from '../../src/application/contracts/moment/publish.contract.js';
import { HOME_SCREEN_REWARD_COINS } from '../../server/rewards/home-screen-reward.endpoint.js';
import { homeScreenRewardContract } from '../../src/application/contracts/reward/home-screen.contract.js';
import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { MOMENT_POST_PRICE, MOMENT_STATUS, USER_STATE_SUB_MOMENT } from '../../src/domain/index.js';
import { startMessagingServer, until, type MessagingServer } from '../support/messaging-harness.js';
import { uploadParamsContract } from '../../src/application/contracts/upload/params.contract.js';
import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

const photo = (n: number) => ({ kind: 'image' as const, url: `/uploads/image/1/${'ab'.repeat(8)}${n}.jpg`, width: 10, height: 10 });
const DAY = 86_400_000;

async function admin(line: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(line.split(' '), { baseUrl: env.server.baseUrl, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function publish(user: Awaited<ReturnType<MessagingServer['user']>>, text: string, key = `key-${Math.random()}`) {
  const result = await user.http.request(momentPublishContract, { text, media: [photo(1)], client_key: key });
  if (!result.ok) throw new Error(result.error.msg);
  return result.data;
}

describe('moments', () => {
  it('charge a non-VIP once per post (a retry pays once) and post a VIP free', async () => {
    const regular = await env.user();
    const vip = await env.user({ vip_expires_at: Date.now() + DAY });
    await env.ledger.grant(regular.uid, 100, 'grant');
    const first = await publish(regular, 'hello', 'retry-key-1');
    const again = await publish(regular, 'hello', 'retry-key-1');
    expect(first).toMatchObject({ cost: MOMENT_POST_PRICE, balance: 100 - MOMENT_POST_PRICE });
    expect(again.moment.id).toBe(first.moment.id);
    expect(await env.ledger.balanceOf(regular.uid)).toBe(100 - MOMENT_POST_PRICE);
    expect(await publish(vip, 'free')).toMatchObject({ cost: 0 });
    expect(await publish(vip, 'free again')).toMatchObject({ cost: 0 });
  });

  it('refuse a post without the coins with the recharge flow, and a draft the rules refuse, changing nothing', async () => {
    const poor = await env.user();
    const broke = await poor.http.request(momentPublishContract, { text: 'x', client_key: 'poor-key-1' });
    expect(broke.ok).toBe(false);
    expect(poor.callbacks.some((callback) => callback.type === 'recharge_alert')).toBe(true);
    const tooMany = await poor.http.request(momentPublishContract, { text: 'x', media: Array.from({ length: 10 }, (_, i) => photo(i)), client_key: 'poor-key-2' });
    expect(!tooMany.ok && tooMany.error.msg).toMatch(/9 photos/);
    const foreign = await poor.http.request(momentPublishContract, { text: 'x', media: [{ kind: 'image', url: 'https://elsewhere.example/a.jpg' }], client_key: 'poor-key-3' });
    expect(!foreign.ok && foreign.error.msg).toMatch(/uploaded/);
    const list = await poor.http.request(momentListContract, { uid: poor.uid });
    expect(list.ok && list.data.list).toEqual([]);
  });

  it('go through review: the author sees it under review, others only once passed; a rejection refunds and both are pushed as type 7', async () => {
    const author = await env.user();
    const other = await env.user();
    await env.ledger.grant(author.uid, 100, 'grant');
    const phone = await env.session(author.uid, 'phone');
    const notices: unknown[] = [];
    phone.client.on('message', (_topic, payload) => notices.push(JSON.parse(payload.toString())));
    const passing = (await publish(author, 'to pass')).moment;
    const rejecting = (await publish(author, 'to reject')).moment;
    expect(passing.status).toBe(MOMENT_STATUS.underReview);

    const own = await author.http.request(momentListContract, { uid: author.uid });
    expect(own.ok && own.data.list.map((m) => [m.id, m.status])).toEqual([[rejecting.id, 0], [passing.id, 0]]);
    const seen = await other.http.request(momentListContract, { uid: author.uid });
    expect(seen.ok && seen.data.list).toEqual([]);

    const queue = await admin('moments list');
    expect(queue.code).toBe(EXIT_OK);
    expect(queue.out).toContain(`#${passing.id} uid ${author.uid} pending "to pass"`);
    expect((await admin(`moments review ${passing.id} pass`)).code).toBe(EXIT_OK);
    const rejected = await admin(`moments review ${rejecting.id} reject`);
    expect(rejected.out).toContain(`${MOMENT_POST_PRICE} coins refunded`);
    expect((await admin(`moments review ${rejecting.id} pass`)).code).toBe(EXIT_FAILED);
    expect((await admin('moments review x maybe')).code).toBe(EXIT_USAGE);
    expect(await env.ledger.balanceOf(author.uid)).toBe(100 - MOMENT_POST_PRICE);

    const after = await other.http.request(momentListContract, { uid: author.uid });
    expect(after.ok && after.data.list.map((m) => m.id)).toEqual([passing.id]);
    await until(() => notices.length >= 2);
    expect(notices).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 7, sub: USER_STATE_SUB_MOMENT, id: passing.id, status: MOMENT_STATUS.passed, refunded: 0 }),
      expect.objectContaining({ type: 7, sub: USER_STATE_SUB_MOMENT, id: rejecting.id, status: MOMENT_STATUS.rejected, refunded: MOMENT_POST_PRICE }),
    ]));
  });

  it('feed passed moments of followed people first, hide blocked authors, count likes once and let the author delete', async () => {
    const viewer = await env.user();
    const followed = await env.user({ vip_expires_at: Date.now() + DAY });
    const stranger = await env.user({ vip_expires_at: Date.now() + DAY });
    const blocked = await env.user({ vip_expires_at: Date.now() + DAY });
    const older = (await publish(followed, 'followed')).moment;
    const newer = (await publish(stranger, 'stranger')).moment;
    const hidden = (await publish(blocked, 'blocked')).moment;
    for (const id of [older.id, newer.id, hidden.id]) await admin(`moments review ${id} pass`);
    await viewer.http.request(userFollowContract, { target_uid: followed.uid, flag: 'add' });
    await viewer.http.request(userBlackContract, { target_uid: blocked.uid, flag: 'add' });

    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await viewer.http.request(momentListContract, cursor === undefined ? {} : { cursor });
      if (!page.ok) throw new Error(page.error.msg);
      ids.push(...page.data.list.map((m) => m.id));
      cursor = page.data.cursor ?? undefined;
    } while (cursor !== undefined);
    expect(ids.indexOf(older.id)).toBe(0);
    expect(ids).toContain(newer.id);
    expect(ids).not.toContain(hidden.id);

    await viewer.http.request(momentLikeContract, { id: newer.id });
    const twice = await viewer.http.request(momentLikeContract, { id: newer.id });
    expect(twice.ok && twice.data.like_count).toBe(1);
    const blockedLike = await viewer.http.request(momentLikeContract, { id: hidden.id });
    expect(blockedLike.ok).toBe(false);

    expect((await viewer.http.request(momentDeleteContract, { id: newer.id })).ok).toBe(false);
    expect((await stranger.http.request(momentDeleteContract, { id: newer.id })).ok).toBe(true);
    const gone = await viewer.http.request(momentListContract, { uid: stranger.uid });
    expect(gone.ok && gone.data.list).toEqual([]);
  });
});

describe('the add-to-home-screen reward', () => {
  it('credits its coins once per account, however often the app says it was installed', async () => {
    const user = await env.user();
    const first = await user.http.request(homeScreenRewardContract, { source: 'web' });
    const second = await user.http.request(homeScreenRewardContract, { source: 'native' });
    expect(first.ok && first.data).toEqual({ granted: 1, coins: HOME_SCREEN_REWARD_COINS, balance: HOME_SCREEN_REWARD_COINS });
    expect(second.ok && second.data).toEqual({ granted: 0, coins: HOME_SCREEN_REWARD_COINS, balance: HOME_SCREEN_REWARD_COINS });
  });

  it('go by the length a video\'s own header states: a 16 s WebM sent as 3 s is refused', async () => {
    const author = await env.user({ vip_expires_at: Date.now() + DAY });
    const duration = Buffer.alloc(11);
    duration.set([0x44, 0x89, 0x88]);
    duration.writeDoubleBE(16_000, 3);
    const info = Buffer.concat([Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]), duration]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80, 0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x15, 0x49, 0xa9, 0x66, 0x80 | info.length]),
      info,
    ]);
    const ticket = await author.http.request(uploadParamsContract, { type: 'webm', flag: 'moment' });
    if (!ticket.ok || 'list' in ticket.data) throw new Error('expected one upload ticket');
    const put = await fetch(`${env.server.baseUrl}${ticket.data.host}/${ticket.data.dir.path}`, { method: 'PUT', headers: ticket.data.headers, body: new Uint8Array(webm) });
    expect(put.status).toBe(200);
    const stored = await author.http.request(uploadSuccessContract, { id: ticket.data.upload_id });
    if (!stored.ok) throw new Error(stored.error.msg);
    const video = { kind: 'video' as const, url: stored.data.url, cover: photo(1).url, duration: 3, width: 10, height: 10 };
    const posted = await author.http.request(momentPublishContract, { text: 'clip', media: [video], client_key: 'video-length-key' });
    expect(!posted.ok && posted.error.msg).toMatch(/15 seconds/);
  });
});
