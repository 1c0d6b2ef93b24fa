import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { RECHARGE_FROM_TYPE } from '../../domain';
import type { RechargeRequest } from '../payments/recharge-requests';
import { createScriptedHttp } from '../session/session-test-kit';
import { createGiftSheet, mergeBag, type GiftPlayback } from './gift-sheet';

const rose = { gift_id: 1, title: 'Rose', icon: 'data:r', price: 10, svga_url: '/gifts/svga/1.svga' };
const ring = { gift_id: 2, title: 'Ring', icon: 'data:g', price: 200, svga_url: '' };
const sentAnswer = { balance: 90, receive_point: 0, chat_id: 7, id: 70, mtime: 1_700_000_000_000, msg_content: '{"gift_id":1}' };

function setup(balance = 100, bag: { gift_id: number; num: number }[] = []) {
  const bagList = bag.map((entry) => ({ ...(entry.gift_id === 1 ? rose : ring), num: entry.num }));
  const scripted = createScriptedHttp({
    '/gift/res': { data: { version: 1, res: [rose, ring] } },
    '/gift/bag': { data: { list: bagList, count: bagList.length } },
    '/profile/balance': { data: { balance } },
    '/gift/send': { data: sentAnswer },
  });
  const recharges: RechargeRequest[] = [];
  let id = 0;
  const sheet = createGiftSheet({
    http: scripted.http,
    storage: new InMemoryStorage(),
    recharge: { openRecharge: (request) => recharges.push(request) },
    announcedVersion: () => 1,
    newClientMsgId: () => `c-${++id}`,
  });
  return { ...scripted, sheet, recharges };
}

describe('mergeBag', () => {
  it('lists the gifts the bag holds first (bag-only ones after them), then the rest, in catalogue order', () => {
    const extra = { gift_id: 9, title: 'Old', icon: 'x', price: 1, svga_url: '', num: 2 };
    expect(mergeBag([rose, ring], [{ ...ring, num: 3 }, extra])).toEqual([
      { gift: ring, bagCount: 3 },
      { gift: { gift_id: 9, title: 'Old', icon: 'x', price: 1, svga_url: '' }, bagCount: 2 },
      { gift: rose, bagCount: 0 },
    ]);
  });
});

describe('createGiftSheet', () => {
  it('opens with the catalogue, the bag counts and the balance', async () => {
    const { sheet } = setup(100, [{ gift_id: 2, num: 1 }]);
    await sheet.open();
    expect(sheet.state$.getValue()).toMatchObject({ phase: 'ready', balance: 100, items: [{ gift: ring, bagCount: 1 }, { gift: rose, bagCount: 0 }] });
  });

  it('says no gift was chosen before any call when nothing is selected', async () => {
    const { sheet, sent } = setup();
    await sheet.open();
    const before = sent.length;
    expect(await sheet.send(5)).toEqual({ ok: false, error: { code: 'GIFT.NOT_CHOSEN' } });
    expect(sent).toHaveLength(before);
  });

  it('sends the selected gift with a client id, takes the new balance and plays it', async () => {
    const { sheet, sent } = setup();
    await sheet.open();
    sheet.select(1);
    const played = firstValueFrom(sheet.playback$);
    const outcome = await sheet.send(5);
    expect(outcome).toEqual({ ok: true, value: { balance: 90, chatId: 7, messageId: 70, mtime: sentAnswer.mtime, msgContent: '{"gift_id":1}' } });
    expect(sent.at(-1)).toEqual({
      path: '/gift/send',
      payload: { gift_id: 1, to_uid: 5, from_type: 1, number: 1, recharge_from_type: RECHARGE_FROM_TYPE.giftNoCoins, action: 'chat', client_msg_id: 'c-1' },
    });
    expect(sheet.state$.getValue().balance).toBe(90);
    expect(await played).toEqual<GiftPlayback>({ seq: 1, gift: rose, number: 1 });
  });

  it('opens the recharge flow with the missing coins instead of sending when the balance is short', async () => {
    const { sheet, sent, recharges } = setup(150);
    await sheet.open();
    sheet.select(2);
    expect(await sheet.send(5)).toEqual({ ok: false, error: { code: 'GIFT.INSUFFICIENT', needCoins: 50 } });
    expect(recharges).toEqual([{ fromType: RECHARGE_FROM_TYPE.giftNoCoins, needCoins: 50, targetUid: 5 }]);
    expect(sent.some((s) => s.path === '/gift/send')).toBe(false);
  });

  it('sends a gift the bag holds without a balance check and counts it down', async () => {
    const { sheet, sent, recharges } = setup(0, [{ gift_id: 2, num: 2 }]);
    await sheet.open();
    sheet.select(2);
    expect((await sheet.send(5)).ok).toBe(true);
    expect(recharges).toEqual([]);
    expect(sent.at(-1)?.payload).toMatchObject({ gift_id: 2, gift_source: 'bag' });
    expect(sheet.state$.getValue().items[0]?.bagCount).toBe(1);
  });

  it('asks for a recharge when the server finds the coins short after all', async () => {
    const { sheet, script, recharges } = setup(100);
    await sheet.open();
    script['/gift/send'] = { error: { code: 'API.REJECTED', msg: 'Insufficient balance', result: 0 } };
    script['/profile/balance'] = { data: { balance: 4 } };
    sheet.select(1);
    expect(await sheet.send(5)).toEqual({ ok: false, error: { code: 'GIFT.INSUFFICIENT', needCoins: 6 } });
    expect(recharges).toHaveLength(1);
    expect(sheet.state$.getValue().balance).toBe(4);
  });

  it('numbers the playbacks in order', async () => {
    const { sheet } = setup(1_000);
    await sheet.open();
    sheet.select(1);
    const seqs = firstValueFrom(sheet.playback$.pipe(take(2), toArray()));
    await sheet.send(5);
    await sheet.send(5);
    expect((await seqs).map((p) => p.seq)).toEqual([1, 2]);
  });

  it('shows an error state when the catalogue cannot load at all', async () => {
    const { sheet, script } = setup();
    delete script['/gift/res'];
    await sheet.open();
    expect(sheet.state$.getValue().phase).toBe('error');
  });
});
