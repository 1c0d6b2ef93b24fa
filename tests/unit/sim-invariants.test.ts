import { describe, expect, it } from 'vitest';
import { coinsConserved } from '../../sim/invariants/coins-conserved.js';
import { messagesDelivered, type ChatTexts } from '../../sim/invariants/messages-delivered.js';
import { nobodyLeft } from '../../sim/invariants/nobody-left.js';
import { ordersCreditedOnce } from '../../sim/invariants/orders-credited-once.js';
import type { PaymentRecord, SentText } from '../../sim/world.js';

/*
 * The simulator's end checks on made-up data: each one holds on a sound record and
 * reports a broken one, so a run can fail for the reason it names.
 */

const SOUND_AUDIT = { entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0, ordersCreditedTwice: 0 };

describe('coins conserved', () => {
  it('holds when the entries and balances sum to zero and every account equals its entries', () => {
    expect(coinsConserved(SOUND_AUDIT).holds).toBe(true);
  });

  it('is broken by a sum off zero, an account out of balance, or an audit that could not be read', () => {
    expect(coinsConserved({ ...SOUND_AUDIT, entriesSum: 30 })).toMatchObject({ holds: false, detail: 'the entries sum to 30' });
    expect(coinsConserved({ ...SOUND_AUDIT, accountsOutOfBalance: 2 }).holds).toBe(false);
    expect(coinsConserved('ADMIN.UNREACHABLE: no server').holds).toBe(false);
  });
});

const sent = (from: number, to: number, ...texts: string[]): SentText[] => texts.map((text) => ({ from, to, text }));
const chat = (senderSide: ChatTexts['senderSide'], receiverSide: ChatTexts['receiverSide']): ChatTexts => ({ from: 1, to: 2, senderSide, receiverSide });
const sentSide = (...texts: string[]) => texts.map((text) => ({ text, sendState: 'sent' }));

describe('every sent message delivered exactly once, in order', () => {
  const record = sent(1, 2, 'sim message 1', 'sim message 2', 'sim message 3');

  it('holds when the receiver holds what the sender sent, once each and in order', () => {
    expect(messagesDelivered(record, [chat(sentSide('sim message 1', 'sim message 2', 'sim message 3'), ['sim message 1', 'sim message 2', 'sim message 3'])]).holds).toBe(true);
  });

  it('is broken by a lost, a doubled or a reordered message', () => {
    const all = sentSide('sim message 1', 'sim message 2', 'sim message 3');
    expect(messagesDelivered(record, [chat(all, ['sim message 1', 'sim message 3'])]).holds).toBe(false);
    expect(messagesDelivered(record, [chat(all, ['sim message 1', 'sim message 2', 'sim message 2', 'sim message 3'])]).holds).toBe(false);
    expect(messagesDelivered(record, [chat(all, ['sim message 2', 'sim message 1', 'sim message 3'])]).holds).toBe(false);
  });

  it('is broken by a text still in the outbox, a chat that did not load, or a text no one sent', () => {
    const stuck = [...sentSide('sim message 1', 'sim message 2'), { text: 'sim message 3', sendState: 'sending' }];
    expect(messagesDelivered(record, [chat(stuck, ['sim message 1', 'sim message 2'])]).holds).toBe(false);
    expect(messagesDelivered(record, [chat(null, [])]).holds).toBe(false);
    expect(messagesDelivered(sent(1, 2, 'sim message 1'), [chat(sentSide('sim message 1'), ['sim message 1', 'hello'])]).holds).toBe(false);
  });

  it('reports a text the server refused (marked failed on the sender side), never drops it silently', () => {
    const refused = [...sentSide('sim message 1', 'sim message 2'), { text: 'sim message 3', sendState: 'failed' }];
    expect(messagesDelivered(record, [chat(refused, ['sim message 1', 'sim message 2'])]).detail).toContain('still failed');
  });
});

describe('no user left in a call or queue', () => {
  const out = { call: 'none', inCallOnServer: false, queued: false };

  it('holds when every slot is empty, on the server and in the apps, and no one is queued', () => {
    expect(nobodyLeft([{ uid: 1, ...out }, { uid: 2, ...out }]).holds).toBe(true);
  });

  it('is broken by a user still in a call in their app or on the server, or still in the match queue', () => {
    expect(nobodyLeft([{ uid: 1, ...out, call: 'connected' }])).toMatchObject({ holds: false, detail: "user 1's app is still in a call (connected)" });
    // A call whose start the caller never heard back about (a lost reply): the app shows nothing, the server still has it.
    expect(nobodyLeft([{ uid: 3, ...out, inCallOnServer: true }])).toMatchObject({ holds: false, detail: 'the server still holds user 3 in a call' });
    expect(nobodyLeft([{ uid: 2, ...out, queued: true }])).toMatchObject({ holds: false, detail: 'user 2 is still in the match queue' });
    expect(nobodyLeft('ADMIN.UNREACHABLE: no server').holds).toBe(false);
  });
});

describe('no order credited twice', () => {
  const paid: PaymentRecord = { uid: 1, card: 'succeed', status: 'success', coins: 360, before: 0, after: 360 };
  const declined: PaymentRecord = { uid: 2, card: 'decline', status: 'failed', coins: 0, before: 40, after: 40 };

  it('holds when each paid order raised the wallet by its coins and a declined card by nothing', () => {
    expect(ordersCreditedOnce(SOUND_AUDIT, [paid, declined]).holds).toBe(true);
  });

  it('is broken by an order the ledger credited twice, a paid order credited twice over, or a declined card that credited', () => {
    expect(ordersCreditedOnce({ ...SOUND_AUDIT, ordersCreditedTwice: 1 }, [paid]).holds).toBe(false);
    expect(ordersCreditedOnce(SOUND_AUDIT, [{ ...paid, after: 720 }]).holds).toBe(false);
    expect(ordersCreditedOnce(SOUND_AUDIT, [{ ...declined, after: 400 }]).detail).toContain('raised the wallet by 360, not 0');
  });
});
