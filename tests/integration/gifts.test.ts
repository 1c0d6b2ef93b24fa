import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CATALOGUE } from '../../server/gifts/gift-catalogue.js';
import { seedGiftCatalogue } from '../../server/gifts/seed-gift-catalogue.js';
import { HOST_POINT_PERCENT, pointsOf } from '../../server/messages/host-points.js';
import { giftBagContract } from '../../src/application/contracts/gift/bag.contract.js';
import { giftResContract } from '../../src/application/contracts/gift/res.contract.js';
import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { msgSyncDetailContract } from '../../src/application/contracts/msg/sync-detail.contract.js';
import { CHAT_TYPE, MSG_TYPE, SEND_RESULT } from '../../src/domain/constants.js';
import { startMessagingServer, until, type MessagingServer } from '../support/messaging-harness.js';

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

const db = () => env.server.database.db;
const CHEAP = GIFT_CATALOGUE[1];
const PRICEY = GIFT_CATALOGUE.at(-1);

describe('the gift catalogue', () => {
  it('offers at least 16 gifts with ids, titles, prices and drawn icons, cheapest first, at the version /profile/init names', async () => {
    const user = await env.user();
    const res = await user.http.request(giftResContract, {});
    if (!res.ok) throw new Error(res.error.msg);
    expect(res.data.res.length).toBeGreaterThanOrEqual(16);
    expect(new Set(res.data.res.map((g) => g.gift_id)).size).toBe(res.data.res.length);
    expect(res.data.res.every((g) => g.icon.startsWith('data:image/svg+xml') && g.title !== '' && g.price > 0)).toBe(true);
    const prices = res.data.res.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const init = await user.http.request(profileInitContract, {});
    expect(init.ok && init.data.config.config_version.gift).toBe(res.data.version);
  });

  it('adds a new catalogue gift on the next start and moves the version on, keeping the rest', async () => {
    const before = await (await env.user()).http.request(giftResContract, {});
    const added = await seedGiftCatalogue(db(), Date.now(), [...GIFT_CATALOGUE, { id: 999, title: 'Comet', price: 20_000, icon: 'data:image/svg+xml,x', svgaUrl: '' }]);
    const again = await seedGiftCatalogue(db(), Date.now(), [...GIFT_CATALOGUE, { id: 999, title: 'Comet', price: 20_000, icon: 'data:image/svg+xml,x', svgaUrl: '' }]);
    const after = await (await env.user()).http.request(giftResContract, {});
    if (!before.ok || !after.ok) throw new Error('catalogue refused');
    expect([added.added, again.added]).toEqual([1, 0]);
    expect(after.data.version).toBe(before.data.version + 1);
    expect(after.data.res.map((g) => g.gift_id)).toEqual([...before.data.res.map((g) => g.gift_id), 999]);
    await db().updateTable('gifts').set({ enabled: false }).where('id', '=', 999).execute();
  });
});

describe('sending gifts', () => {
  it('moves the coins: the sender pays, a host earns points, the gift arrives with its worth, and the ledger sums to zero', async () => {
    if (CHEAP === undefined) throw new Error('no gift');
    const host = await env.user({ is_host: true });
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 100, 'grant');
    const hostPhone = await env.session(host.uid, 'phone');

    const result = await fan.http.request(giftSendContract, { gift_id: CHEAP.id, to_uid: host.uid, number: 3, client_msg_id: 'gift-1' });
    if (!result.ok) throw new Error(result.error.msg);

    const cost = CHEAP.price * 3;
    const points = Math.floor((cost * HOST_POINT_PERCENT) / 100);
    expect(result.data).toMatchObject({ balance: 100 - cost, receive_point: points });
    expect(await env.ledger.balanceOf(fan.uid)).toBe(100 - cost);
    expect(await pointsOf(db(), host.uid)).toBe(points);
    const audit = await env.ledger.audit();
    expect(audit).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });

    await until(() => hostPhone.events.length > 0);
    const event = hostPhone.events[0];
    if (event?.event !== 'message') throw new Error('no gift message pushed');
    expect(event.message.msg_type).toBe(MSG_TYPE.gift);
    expect(JSON.parse(event.message.msg_content)).toMatchObject({
      gift_id: CHEAP.id, title: CHEAP.title, price: CHEAP.price, number: 3, income: cost, income_uid: host.uid, receive_point: points, income_hide: 0,
    });
    const sends = await db().selectFrom('gift_sends').selectAll().where('from_uid', '=', fan.uid).execute();
    expect(sends).toEqual([expect.objectContaining({ to_uid: host.uid, gift_id: CHEAP.id, number: 3, coins: cost, from_bag: false })]);
  });

  it('sends, charges and credits a retried gift once', async () => {
    if (CHEAP === undefined) throw new Error('no gift');
    const host = await env.user({ is_host: true });
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 50, 'grant');
    const attempts = await Promise.all([1, 2, 3].map(() => fan.http.request(giftSendContract, { gift_id: CHEAP.id, to_uid: host.uid, client_msg_id: 'gift-retry' })));
    const again = await fan.http.request(giftSendContract, { gift_id: CHEAP.id, to_uid: host.uid, client_msg_id: 'gift-retry' });
    const ids = [...attempts, again].map((r) => (r.ok ? r.data.id : -1));
    expect(new Set(ids).size).toBe(1);
    expect(await env.ledger.balanceOf(fan.uid)).toBe(50 - CHEAP.price);
    expect(await pointsOf(db(), host.uid)).toBe(Math.floor((CHEAP.price * HOST_POINT_PERCENT) / 100));
    const stored = await db().selectFrom('messages').select('id').where('send_uid', '=', fan.uid).execute();
    expect(stored).toHaveLength(1);
  });

  it('answers a shortfall with ok 0 and a recharge callback for the missing coins, moving nothing', async () => {
    if (PRICEY === undefined) throw new Error('no gift');
    const host = await env.user({ is_host: true });
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 10, 'grant');
    const result = await fan.http.request(giftSendContract, { gift_id: PRICEY.id, to_uid: host.uid, recharge_from_type: 'gift_panel' });
    expect(result).toMatchObject({ ok: false, error: { result: SEND_RESULT.failure } });
    expect(fan.callbacks).toEqual([{ type: 'recharge_alert', need_coins: PRICEY.price, from_type: 'gift_panel', params: { diff_coin: PRICEY.price - 10 } }]);
    expect(await env.ledger.balanceOf(fan.uid)).toBe(10);
    expect(await pointsOf(db(), host.uid)).toBe(0);
  });

  it('sends a gift from the bag without coins, and refuses once the bag is empty', async () => {
    if (CHEAP === undefined) throw new Error('no gift');
    const host = await env.user({ is_host: true });
    const fan = await env.user();
    await db().insertInto('gift_bag').values({ uid: fan.uid, gift_id: CHEAP.id, count: 2 }).execute();
    const bag = await fan.http.request(giftBagContract, {});
    expect(bag.ok && bag.data).toMatchObject({ count: 2, list: [{ gift_id: CHEAP.id, num: 2 }] });

    const fromBag = await fan.http.request(giftSendContract, { gift_id: CHEAP.id, to_uid: host.uid, number: 2, gift_source: 'bag' });
    expect(fromBag.ok && fromBag.data.balance).toBe(0);
    const empty = await fan.http.request(giftSendContract, { gift_id: CHEAP.id, to_uid: host.uid, gift_source: 'bag' });
    expect(empty).toMatchObject({ ok: false, error: { msg: 'This gift is no longer in your bag' } });
    const history = await fan.http.request(msgSyncDetailContract, { chat_id: fromBag.ok ? fromBag.data.chat_id : 0, chat_type: CHAT_TYPE.private });
    expect(history.ok && history.data.list.map((m) => JSON.parse(m.msg_content).gift_source)).toEqual(['bag']);
    const afterBag = await fan.http.request(giftBagContract, {});
    expect(afterBag.ok && afterBag.data).toEqual({ list: [], count: 0 });
  });

  it('lets an ordinary user receive a gift without earning points', async () => {
    if (CHEAP === undefined) throw new Error('no gift');
    const friend = await env.user();
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 20, 'grant');
    const result = await fan.http.request(giftSendContract, { gift_id: CHEAP.id, to_uid: friend.uid });
    if (!result.ok) throw new Error(result.error.msg);
    expect(result.data.receive_point).toBe(0);
    expect(JSON.parse(result.data.msg_content)).toMatchObject({ income_hide: 1, receive_point: 0 });
    expect(await pointsOf(db(), friend.uid)).toBe(0);
  });
});
