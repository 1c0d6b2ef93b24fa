import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverDb } from '../../server/discover/discover-tables.js';
import { refreshRanks } from '../../server/discover/rank-refresher.js';
import { HOST_POINT_PERCENT, awardPoints } from '../../server/messages/host-points.js';
import { discoverListContract } from '../../src/application/contracts/discover/list.contract.js';
import { pointHistoryContract } from '../../src/application/contracts/point/history.contract.js';
import { pointSummaryContract } from '../../src/application/contracts/point/summary.contract.js';
import { rankingListContract } from '../../src/application/contracts/ranking/list.contract.js';
import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { MS_PER_DAY } from '../../src/domain/constants.js';
import { periodStart } from '../../src/domain/index.js';
import { startMessagingServer, type MessagingServer } from '../support/messaging-harness.js';

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

const db = () => env.server.database.db;
const refresh = () => refreshRanks(discoverDb(db()), Date.now());

/** Every page of the feed for `viewer`, following the cursors; `between` runs after each page. */
async function wholeFeed(user: Awaited<ReturnType<MessagingServer['user']>>, filter: object = {}, limit = 3, between: () => Promise<void> = async () => undefined) {
  const uids: number[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await user.http.request(discoverListContract, { ...filter, limit, ...(cursor === undefined ? {} : { cursor }) });
    if (!page.ok) throw new Error(page.error.msg);
    uids.push(...page.data.list.map((card) => card.uid));
    if (page.data.cursor === null) return uids;
    cursor = page.data.cursor;
    await between();
  }
}

describe('the Discover feed', () => {
  it('lists online hosts first, never the viewer, a hidden profile or anyone blocked either way, and the filters narrow it; the dot is the broker presence', async () => {
    const now = Date.now();
    const viewer = await env.user();
    const online = await env.server.newUser({ is_host: true, sex: 2, country_code: 'BR', speak_language: 'pt,en', last_seen_at: now, nickname: 'online' });
    const offline = await env.server.newUser({ is_host: true, sex: 2, country_code: 'EG', speak_language: 'ar', last_seen_at: now - MS_PER_DAY, nickname: 'offline' });
    const hidden = await env.server.newUser({ is_host: true, hide_profile: true, last_seen_at: now });
    const blockedByMe = await env.server.newUser({ is_host: true, last_seen_at: now });
    const blocksMe = await env.user({ is_host: true, last_seen_at: now });
    const man = await env.server.newUser({ is_host: true, sex: 1, country_code: 'BR', last_seen_at: now - 1000 });
    await viewer.http.request(userBlackContract, { target_uid: blockedByMe, flag: 'add' });
    await blocksMe.http.request(userBlackContract, { target_uid: viewer.uid, flag: 'add' });
    // The dot is presence (connected to the broker), not the last request: seen now but not connected shows none.
    await env.session(online, 'phone');
    const seenNotConnected = await env.server.newUser({ is_host: true, sex: 2, country_code: 'FR', speak_language: 'fr', last_seen_at: now });
    await refresh();

    const feed = await wholeFeed(viewer);
    expect(feed).toEqual(expect.arrayContaining([online, offline, man]));
    expect(feed).not.toContain(hidden);
    expect(feed).not.toContain(blockedByMe);
    expect(feed).not.toContain(blocksMe.uid);
    expect(feed).not.toContain(viewer.uid);
    expect(feed.indexOf(online)).toBeLessThan(feed.indexOf(offline));

    const first = await viewer.http.request(discoverListContract, {});
    if (!first.ok) throw new Error(first.error.msg);
    expect(first.data.list.find((card) => card.uid === online)).toMatchObject({ online_status: 1, nickname: 'online', is_live: 0 });
    expect(first.data.list.find((card) => card.uid === offline)).toMatchObject({ online_status: 0 });
    expect(first.data.list.find((card) => card.uid === seenNotConnected)).toMatchObject({ online_status: 0 });

    expect(await wholeFeed(viewer, { sex: 2, country: 'BR' })).toEqual([online]);
    expect(await wholeFeed(viewer, { language: 'ar' })).toEqual([offline]);
    expect(await wholeFeed(viewer, { area: '002' })).toEqual([offline]);
    expect(await wholeFeed(viewer, { sex: 1 })).toEqual([man]);
  });

  it("walks a filter's own index page by page, and follows a host's edited language and country at the next refresh, never showing them where they no longer belong", async () => {
    const now = Date.now();
    const viewer = await env.user();
    const speakers = [];
    for (let i = 0; i < 3; i++) speakers.push(await env.server.newUser({ is_host: true, country_code: 'NG', speak_language: 'yo, en', last_seen_at: now - i * 1000 }));
    await refresh();
    expect(await wholeFeed(viewer, { language: 'yo' }, 1)).toEqual(speakers);
    expect(await wholeFeed(viewer, { country: 'NG', language: 'yo' }, 2)).toEqual(speakers);

    const [moved] = speakers as [number, ...number[]];
    await db().updateTable('users').set({ speak_language: 'ha', country_code: 'NE' }).where('uid', '=', moved).execute();
    expect(await wholeFeed(viewer, { language: 'yo' })).not.toContain(moved);
    expect(await wholeFeed(viewer, { country: 'NG' })).not.toContain(moved);
    await refresh();
    expect(await wholeFeed(viewer, { language: 'ha' })).toEqual([moved]);
    expect(await wholeFeed(viewer, { country: 'NE', area: '002' })).toEqual([moved]);
  });

  it('scrolls without repeating or skipping anyone while popularity reorders the feed underneath', async () => {
    const viewer = await env.user();
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 1_000_000, 'grant');
    const country = 'IS';
    const hosts: number[] = [];
    for (let i = 0; i < 12; i++) hosts.push(await env.server.newUser({ is_host: true, country_code: country, last_seen_at: Date.now() - MS_PER_DAY }));
    await refresh();
    const before = await wholeFeed(viewer, { country }, 20);
    expect([...before].sort()).toEqual([...hosts].sort());

    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 500 })), { minLength: 1, maxLength: 4 }), async (spends) => {
        let step = 0;
        const seen = await wholeFeed(viewer, { country }, 5, async () => {
          // Between pages, spends move hosts up the order and a refresh publishes it.
          const [index, coins] = spends[step++ % spends.length] ?? [0, 1];
          await env.ledger.spend(fan.uid, coins, 'gift', `discover-move:${Date.now()}:${Math.random()}`, { to_uid: hosts[index] ?? 0 });
          await refresh();
        });
        expect(seen.length).toBe(new Set(seen).size);
        expect([...seen].sort()).toEqual([...hosts].sort());
      }),
      { numRuns: 5 },
    );
  });

  it('refuses a cursor that is not one of its own with a clear message', async () => {
    const viewer = await env.user();
    const page = await viewer.http.request(discoverListContract, { cursor: 'not-a-cursor' });
    expect(page.ok).toBe(false);
    if (!page.ok) expect(page.error.msg).toMatch(/pull to refresh/);
  });
});

/** The boards straight from the ledger: what rankings must equal. */
async function directBoard(board: 'girls' | 'guys', since: number): Promise<Map<number, number>> {
  const rows = board === 'guys'
    ? await sql<{ uid: number; coins: number }>`
        select uid, sum(amount)::bigint as coins from (
          select substr(from_account, 6)::bigint as uid, amount from ledger_transfers
            where to_account = 'system:revenue' and from_account like 'user:%' and created_at >= ${since}
          union all
          select substr(to_account, 6)::bigint as uid, -amount from ledger_transfers
            where from_account = 'system:revenue' and reason = 'refund' and to_account like 'user:%' and created_at >= ${since}
        ) s group by uid`.execute(db())
    : await sql<{ uid: number; coins: number }>`
        select (meta->>'to_uid')::bigint as uid, sum(amount)::bigint as coins from ledger_transfers t
          join users u on u.uid = (t.meta->>'to_uid')::bigint and u.is_host
          where to_account = 'system:revenue' and reason in ('call', 'message', 'gift') and t.created_at >= ${since}
          group by 1`.execute(db());
  return new Map(rows.rows.filter((row) => Number(row.coins) > 0).map((row) => [Number(row.uid), Number(row.coins)]));
}

describe('the rankings', () => {
  it('equal a direct sum over the ledger for a generated week of spends, refunds and gifts', async () => {
    const hosts = await Promise.all([0, 1, 2, 3].map(() => env.server.newUser({ is_host: true })));
    const fans = await Promise.all([0, 1, 2, 3, 4].map(() => env.user()));
    for (const fan of fans) await env.ledger.grant(fan.uid, 1_000_000, 'grant');
    const weekStart = periodStart('weekly', Date.now());
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ fan: fc.integer({ min: 0, max: 4 }), host: fc.integer({ min: 0, max: 3 }), coins: fc.integer({ min: 1, max: 900 }), reason: fc.constantFrom('gift', 'message', 'call', 'match', 'refund'), back: fc.integer({ min: 0, max: 6 * MS_PER_DAY }) }), { minLength: 1, maxLength: 30 }),
        async (activity) => {
          for (const act of activity) {
            const fan = fans[act.fan]?.uid ?? 0;
            const key = `rank-test:${Math.random()}`;
            if (act.reason === 'refund') await env.ledger.credit(fan, act.coins, 'refund', key);
            else await env.ledger.spend(fan, act.coins, act.reason as 'gift', key, act.reason === 'match' ? {} : { to_uid: hosts[act.host] ?? 0 });
            // Spread the week: move the transfer back in time, inside this week where possible.
            const at = Math.max(weekStart, Date.now() - act.back);
            await db().updateTable('ledger_transfers').set({ created_at: at }).where('idempotency_key', '=', key).execute();
          }
          for (const board of ['girls', 'guys'] as const) {
            const ranking = await fans[0]!.http.request(rankingListContract, { period: 'weekly', board });
            if (!ranking.ok) throw new Error(ranking.error.msg);
            const expected = [...(await directBoard(board, weekStart))].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 50);
            expect(ranking.data.list.map((row) => [row.user_info.uid, row.coins])).toEqual(expected);
            expect(ranking.data.list.map((row) => row.rank)).toEqual(expected.map((_, i) => i + 1));
          }
        },
      ),
      { numRuns: 6 },
    );
    const daily = await fans[0]!.http.request(rankingListContract, { period: 'daily', board: 'guys' });
    if (!daily.ok) throw new Error(daily.error.msg);
    const expectedDaily = [...(await directBoard('guys', periodStart('daily', Date.now())))].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 50);
    expect(daily.data.list.map((row) => [row.user_info.uid, row.coins])).toEqual(expectedDaily);
    const mine = expectedDaily.findIndex(([uid]) => uid === fans[0]!.uid);
    expect(daily.data.mine.rank).toBe(mine < 0 ? null : mine + 1);
  });
});

describe('points', () => {
  it("show a host's balance, today's and this week's earnings by source and the history", async () => {
    const host = await env.user({ is_host: true });
    await awardPoints(env.ledger, host.uid, 100, 'gift', `points-test-gift:${host.uid}`);
    await awardPoints(env.ledger, host.uid, 40, 'message', `points-test-msg:${host.uid}`);
    const share = (coins: number) => Math.floor((coins * HOST_POINT_PERCENT) / 100);
    const summary = await host.http.request(pointSummaryContract, {});
    if (!summary.ok) throw new Error(summary.error.msg);
    expect(summary.data).toEqual({
      balance: share(100) + share(40),
      today: { call: 0, message: share(40), gift: share(100), total: share(100) + share(40) },
      week: { call: 0, message: share(40), gift: share(100), total: share(100) + share(40) },
    });
    const history = await host.http.request(pointHistoryContract, { limit: 1 });
    if (!history.ok) throw new Error(history.error.msg);
    expect(history.data.list).toEqual([expect.objectContaining({ points: share(40), reason: 'message' })]);
    expect(history.data.has_more).toBe(true);
    const next = await host.http.request(pointHistoryContract, { limit: 1, before_id: history.data.list[0]!.id });
    expect(next.ok && next.data.list).toEqual([expect.objectContaining({ points: share(100), reason: 'gift' })]);
  });
});
