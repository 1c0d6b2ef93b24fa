import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runCli } from '../../server/admin/run-cli.js';
import { GIFT_CATALOGUE } from '../../server/gifts/gift-catalogue.js';
import { HOME_SCREEN_REWARD_BAG_GIFT } from '../../server/rewards/home-screen-reward.endpoint.js';
import { giftBagContract } from '../../src/application/contracts/gift/bag.contract.js';
import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { msgSyncDetailContract } from '../../src/application/contracts/msg/sync-detail.contract.js';
import { FREE_MESSAGES_PER_HOST_CHAT, MESSAGE_PRICE_TO_HOST } from '../../server/messages/message-price.js';
import { pointsFor } from '../../server/messages/host-points.js';
import { CHAT_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { homeScreenRewardContract } from '../../src/application/contracts/reward/home-screen.contract.js';
import { startMessagingServer, type MessagingServer } from '../support/messaging-harness.js';

/*
 * The gift bag (issue #18): rewards and operator events put gifts in it, once per key, and
 * a gift sent from it costs no coins and leaves it exactly once, however many sends race.
 * Income lines: what a host receives says what it earned (001 §3 "income").
 */

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

async function admin(line: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(line.split(' '), { baseUrl: env.server.baseUrl, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const ROSE = GIFT_CATALOGUE[0];

describe('filling the gift bag', () => {
  it('puts an operator event’s gifts into the bag, adding to what is there', async () => {
    if (ROSE === undefined) throw new Error('no gift');
    const fan = await env.user();
    expect(await admin(`gifts grant ${fan.uid} ${ROSE.id} 2`)).toMatchObject({ code: EXIT_OK, out: `Put 2 of gift ${ROSE.id} into user ${fan.uid}'s bag; they hold 2 now.` });
    expect(await admin(`gifts grant ${fan.uid} ${ROSE.id} 1`)).toMatchObject({ code: EXIT_OK, out: `Put 1 of gift ${ROSE.id} into user ${fan.uid}'s bag; they hold 3 now.` });
    const bag = await fan.http.request(giftBagContract, {});
    expect(bag.ok && bag.data).toMatchObject({ count: 3, list: [{ gift_id: ROSE.id, num: 3 }] });
  });

  it('refuses a grant to no one, of no gift, or of too many, changing nothing', async () => {
    const fan = await env.user();
    expect(await admin('gifts grant 99999999 1 1')).toMatchObject({ code: EXIT_FAILED });
    expect((await admin(`gifts grant ${fan.uid} 424242 1`)).code).toBe(EXIT_FAILED);
    expect((await admin(`gifts grant ${fan.uid} 1 100`)).code).toBe(EXIT_USAGE);
    expect((await admin(`gifts grant ${fan.uid} 1`)).code).toBe(EXIT_USAGE);
    const bag = await fan.http.request(giftBagContract, {});
    expect(bag.ok && bag.data).toEqual({ list: [], count: 0 });
  });

  it('puts the install reward’s gift into the bag once, however often the reward is asked for', async () => {
    const fan = await env.user();
    await fan.http.request(homeScreenRewardContract, { source: 'web' });
    await fan.http.request(homeScreenRewardContract, { source: 'web' });
    const bag = await fan.http.request(giftBagContract, {});
    expect(bag.ok && bag.data).toMatchObject({ count: HOME_SCREEN_REWARD_BAG_GIFT.count, list: [{ gift_id: HOME_SCREEN_REWARD_BAG_GIFT.giftId, num: HOME_SCREEN_REWARD_BAG_GIFT.count }] });
  });
});

describe('sending from the bag', () => {
  it('lets one of two concurrent sends of the last bag gift through, for no coins, and refuses the other', async () => {
    if (ROSE === undefined) throw new Error('no gift');
    const host = await env.user({ is_host: true });
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 100, 'grant');
    await admin(`gifts grant ${fan.uid} ${ROSE.id} 1`);

    const sends = await Promise.all(
      ['bag-a', 'bag-b'].map((id) => fan.http.request(giftSendContract, { gift_id: ROSE.id, to_uid: host.uid, gift_source: 'bag', client_msg_id: id })),
    );
    expect(sends.filter((send) => send.ok)).toHaveLength(1);
    expect(sends.find((send) => !send.ok)).toMatchObject({ ok: false, error: { msg: 'This gift is no longer in your bag' } });
    expect(await env.ledger.balanceOf(fan.uid)).toBe(100);
    const bag = await fan.http.request(giftBagContract, {});
    expect(bag.ok && bag.data).toEqual({ list: [], count: 0 });
    const messages = await env.server.database.db.selectFrom('messages').select('id').where('send_uid', '=', fan.uid).execute();
    expect(messages).toHaveLength(1);
  });
});

describe('income of what a host receives', () => {
  it('marks a paid message with its income and the host’s points, and a free one with none', async () => {
    const host = await env.user({ is_host: true });
    const fan = await env.user();
    await env.ledger.grant(fan.uid, 100, 'grant');
    let chatId = 0;
    for (let i = 0; i <= FREE_MESSAGES_PER_HOST_CHAT; i++) {
      const sent = await fan.http.request(msgSendContract, {
        to_uid: host.uid, chat_type: CHAT_TYPE.private, client_msg_id: `income-${i}`,
        data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: `hello ${i}` }) },
      });
      if (!sent.ok || !('chat_id' in sent.data)) throw new Error('send refused');
      chatId = sent.data.chat_id;
    }
    const history = await host.http.request(msgSyncDetailContract, { chat_id: chatId, chat_type: CHAT_TYPE.private });
    if (!history.ok) throw new Error(history.error.msg);
    const contents = [...history.data.list].sort((a, b) => a.mtime - b.mtime).map((m) => JSON.parse(m.msg_content) as Record<string, unknown>);
    expect(contents.slice(0, FREE_MESSAGES_PER_HOST_CHAT).every((c) => c.receive_point === undefined)).toBe(true);
    expect(contents.at(-1)).toMatchObject({ income: MESSAGE_PRICE_TO_HOST, income_uid: host.uid, income_hide: 0, receive_point: pointsFor(MESSAGE_PRICE_TO_HOST) });
  });
});
