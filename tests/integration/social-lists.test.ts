import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgListContract } from '../../src/application/contracts/msg/list.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { userBlacklistContract } from '../../src/application/contracts/user/blacklist.contract.js';
import { userFansContract } from '../../src/application/contracts/user/fans.contract.js';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { userFollowingsContract } from '../../src/application/contracts/user/followings.contract.js';
import { RELATION_PAGE_SIZE } from '../../src/application/contracts/user/relation-page.js';
import { userVisitContract } from '../../src/application/contracts/user/visit.contract.js';
import { userVisitorsContract } from '../../src/application/contracts/user/visitors.contract.js';
import { MS_PER_DAY } from '../../src/domain/constants.js';
import { ManualClock, startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';

/*
 * Issue #13's follows, fans, visitors and blocked list against the real server in process:
 * the lists page without repeating or skipping anyone, opening fans or visitors clears their
 * "new" counters on the Me tab, a visitor counts once a day, and a blocked user is gone
 * from every list of the blocker and from their inbox.
 */

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const clock = new ManualClock(T0);
let server: LifecycleServer;

beforeAll(async () => {
  server = await startLifecycleServer({ clock });
});
afterAll(async () => server?.close());

const as = (uid: number) => server.clientFor(uid).client;

async function ok<T>(promise: Promise<{ ok: true; data: T } | { ok: false; error: unknown }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.data;
}

const follow = (from: number, to: number) => ok(as(from).request(userFollowContract, { flag: 'add', target_uid: to }));
const visit = (from: number, to: number) => ok(as(from).request(userVisitContract, { target_uid: to }));
const counters = async (uid: number) => (await ok(as(uid).request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' }))).user_info;
const uidsOf = (page: { list: readonly { uid: number }[] }) => page.list.map((row) => row.uid);

describe('followings and fans', () => {
  it('lists both sides of a follow with the follow-back and mutual flags', async () => {
    const [ana, ben] = [await server.newUser(), await server.newUser()];
    await follow(ana, ben);

    const anaFollows = await ok(as(ana).request(userFollowingsContract, {}));
    expect(anaFollows.list).toEqual([expect.objectContaining({ uid: ben, is_follow: 1, is_followed: 0 })]);
    const benFans = await ok(as(ben).request(userFansContract, {}));
    expect(benFans.list).toEqual([expect.objectContaining({ uid: ana, is_follow: 0, is_followed: 1, is_new: 1 })]);

    await follow(ben, ana);
    expect((await ok(as(ana).request(userFollowingsContract, {}))).list[0]).toMatchObject({ is_follow: 1, is_followed: 1 });
  });

  it('clears fans_new on the Me counters once the fans list is opened, and counts a new fan again', async () => {
    const star = await server.newUser();
    const fans = [await server.newUser(), await server.newUser()];
    for (const fan of fans) await follow(fan, star);
    expect(await counters(star)).toMatchObject({ fans_num: 2, fans_new: 2 });

    await ok(as(star).request(userFansContract, {}));
    expect(await counters(star)).toMatchObject({ fans_num: 2, fans_new: 0 });

    await follow(await server.newUser(), star);
    expect(await counters(star)).toMatchObject({ fans_num: 3, fans_new: 1 });
  });

  it('pages a long list newest first with a cursor that neither repeats nor skips, even when a follow arrives meanwhile', async () => {
    const star = await server.newUser();
    const fans: number[] = [];
    for (let i = 0; i < RELATION_PAGE_SIZE + 5; i += 1) {
      const fan = await server.newUser();
      clock.advance(1_000);
      await follow(fan, star);
      fans.push(fan);
    }
    const first = await ok(as(star).request(userFansContract, {}));
    expect(first.list).toHaveLength(RELATION_PAGE_SIZE);
    expect(first.cursor).not.toBeNull();
    clock.advance(1_000);
    await follow(await server.newUser(), star);
    const second = await ok(as(star).request(userFansContract, { cursor: first.cursor ?? undefined }));
    expect(second.cursor).toBeNull();
    expect([...uidsOf(first), ...uidsOf(second)]).toEqual([...fans].reverse());
  });
});

describe('visitors', () => {
  it('counts a viewer once a day, shows them as new until the visitors list is opened, and again the next day', async () => {
    const [host, viewer] = [await server.newUser(), await server.newUser()];
    expect(await visit(viewer, host)).toEqual({ counted: 1 });
    expect(await visit(viewer, host)).toEqual({ counted: 0 });
    expect(await Promise.all([visit(viewer, host), visit(viewer, host)])).toEqual([{ counted: 0 }, { counted: 0 }]);
    expect(await counters(host)).toMatchObject({ visitor_num: 1, visitor_new: 1 });

    const list = await ok(as(host).request(userVisitorsContract, {}));
    expect(list.list).toEqual([expect.objectContaining({ uid: viewer, is_new: 1 })]);
    expect(await counters(host)).toMatchObject({ visitor_num: 1, visitor_new: 0 });

    clock.advance(MS_PER_DAY);
    expect(await visit(viewer, host)).toEqual({ counted: 1 });
    expect(await counters(host)).toMatchObject({ visitor_num: 1, visitor_new: 1 });
  });

  it('records no visit of oneself', async () => {
    const uid = await server.newUser();
    expect(await visit(uid, uid)).toEqual({ counted: 0 });
    expect((await ok(as(uid).request(userVisitorsContract, {}))).list).toEqual([]);
  });
});

describe('a block', () => {
  it('takes the blocked user out of every list and the inbox of the blocker, onto the blocked list, and back on unblock', async () => {
    const [me, other] = [await server.newUser(), await server.newUser()];
    await follow(me, other);
    await follow(other, me);
    await visit(other, me);
    const db = server.database.db;
    const [low, high] = me < other ? [me, other] : [other, me];
    const chat = await db.insertInto('chats').values({ chat_type: 1, user_low: low, user_high: high, last_mtime: clock.now(), created_at: clock.now() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('chat_members').values({ chat_id: chat.id, uid: me, peer_uid: other, last_mtime: clock.now() }).execute();
    const inbox = async () => (await ok(as(me).request(msgListContract, {}))).list.map((item) => item.chat_id);
    expect(await inbox()).toEqual([chat.id]);

    await ok(as(me).request(userBlackContract, { target_uid: other, flag: 'add' }));
    for (const contract of [userFollowingsContract, userFansContract, userVisitorsContract]) {
      expect(uidsOf(await ok(as(me).request(contract, {})))).toEqual([]);
    }
    expect(await inbox()).toEqual([]);
    expect(uidsOf(await ok(as(me).request(userBlacklistContract, {})))).toEqual([other]);
    expect(await visit(other, me)).toEqual({ counted: 0 });

    await ok(as(me).request(userBlackContract, { target_uid: other, flag: 'del' }));
    expect(uidsOf(await ok(as(me).request(userBlacklistContract, {})))).toEqual([]);
    expect(uidsOf(await ok(as(me).request(userFollowingsContract, {})))).toEqual([other]);
    expect(await inbox()).toEqual([chat.id]);
  });
});
