import { describe, expect, it } from 'vitest';
import { SANDBOX_PENDING_SETTLE_MS } from '../../../src/domain/constants.js';
import type { CardForm } from '../../../src/domain/payments/card-form.js';
import { luhnValid } from '../../../src/domain/payments/luhn.js';
import { ManualTime } from '../../calls/manual-time.js';
import { SANDBOX_ERROR, type SandboxEventType } from './sandbox-codes.js';
import { SandboxTransactions } from './sandbox-transactions.js';
import { TEST_CARDS } from './test-cards.js';
import { REPEAT_PAYMENT_ERROR_CODE } from '../../../src/domain/payments/provider-result.js';

const card = (number: string): CardForm => ({ number, expiry: '12/30', securityCode: '123', firstName: 'Ana', lastName: 'Lima' });

function setup() {
  const time = new ManualTime(Date.UTC(2025, 0, 6));
  const events: SandboxEventType[] = [];
  const book = new SandboxTransactions({ clock: time, scheduler: time, publicUrl: '/sandbox-pay', onEvent: (_t, type) => events.push(type) });
  const open = (orderNo = 'GL1') => book.create({ merchantOrderNo: orderNo, amount: 499, currency: 'USD', notifyUrl: '/n', returnUrl: null, customer: { userId: '1', email: '', country: 'US' }, browser: null });
  return { time, events, book, open };
}

describe('the sandbox provider’s transactions', () => {
  it('keeps one transaction per merchant order', () => {
    const { open } = setup();
    expect(open('GL1').id).toBe(open('GL1').id);
    expect(open('GL2').id).not.toBe(open('GL1').id);
  });

  it('makes every test card Luhn-valid, as the card form demands', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });

  it('answers a second submission of the same transaction with 1100 and changes nothing', () => {
    const { book, open, events } = setup();
    const t = open();
    expect(book.payByCard(t, card(TEST_CARDS.succeed)).resultCode).toBe('succeed');
    expect(book.payByCard(t, card(TEST_CARDS.decline))).toMatchObject({ resultCode: 'failed', errorCode: REPEAT_PAYMENT_ERROR_CODE });
    expect(t.status).toBe('succeeded');
    expect(events).toEqual(['transaction.succeeded']);
  });

  it('decides a challenge only with its own form token, once', () => {
    const { book, open, events } = setup();
    const t = open();
    expect(book.payByCard(t, card(TEST_CARDS.challenge))).toMatchObject({ resultCode: 'challenge', redirectUrl: `/sandbox-pay/challenge/${t.id}` });
    expect(book.decideChallenge(t, 'guess', true)).toMatchObject({ ok: false, status: 403 });
    const token = t.challengeToken ?? '';
    expect(book.decideChallenge(t, token, false)).toMatchObject({ ok: true, value: { resultCode: 'failed', errorCode: SANDBOX_ERROR.challengeFailed } });
    expect(book.decideChallenge(t, token, true)).toMatchObject({ ok: false, status: 409 });
    expect(events).toEqual(['transaction.failed']);
  });

  it('settles the pending card after the settle delay, with a pending event first', async () => {
    const { book, open, events, time } = setup();
    const t = open();
    expect(book.payByCard(t, card(TEST_CARDS.pending)).resultCode).toBe('pending');
    await time.advanceBy(SANDBOX_PENDING_SETTLE_MS - 1);
    expect(t.status).toBe('processing');
    await time.advanceBy(1);
    expect(t.status).toBe('succeeded');
    expect(events).toEqual(['transaction.pending', 'transaction.succeeded']);
  });

  it('cancels an open transaction for good, and leaves an ended one as it was', async () => {
    const { book, open, time } = setup();
    const pending = open('GL1');
    book.payByCard(pending, card(TEST_CARDS.pending));
    expect(book.cancel(pending).status).toBe('canceled');
    await time.advanceBy(SANDBOX_PENDING_SETTLE_MS);
    expect(pending.status).toBe('canceled');
    const paid = open('GL2');
    book.payByCard(paid, card(TEST_CARDS.succeed));
    expect(book.cancel(paid).status).toBe('succeeded');
  });

  it('refunds only a succeeded transaction', () => {
    const { book, open } = setup();
    const t = open();
    expect(book.refund(t)).toMatchObject({ ok: false, status: 409 });
    book.payByCard(t, card(TEST_CARDS.succeed));
    expect(book.refund(t)).toMatchObject({ ok: true, value: { status: 'refunded' } });
  });

  it('lets a wallet skip the challenge and data collection, but not a decline', () => {
    const { book, open } = setup();
    expect(book.payByWallet(open('GL1'), 'applepay', TEST_CARDS.challenge).resultCode).toBe('succeed');
    expect(book.payByWallet(open('GL2'), 'googlepay', TEST_CARDS.gather).resultCode).toBe('succeed');
    expect(book.payByWallet(open('GL3'), 'applepay', TEST_CARDS.decline)).toMatchObject({ resultCode: 'failed', errorCode: SANDBOX_ERROR.declined });
  });

  it('refuses an expired card without using the transaction', () => {
    const { book, open } = setup();
    const t = open();
    expect(book.payByCard(t, { ...card(TEST_CARDS.succeed), expiry: '12/24' })).toMatchObject({ resultCode: 'failed', errorCode: SANDBOX_ERROR.invalidCard });
    expect(t.status).toBe('created');
  });

  it('accepts an access token until it expires', async () => {
    const { book, open, time } = setup();
    const t = open();
    const { token, expiresAt } = book.issueToken(t);
    expect(book.byToken(token)?.id).toBe(t.id);
    time.jump(expiresAt - time.now());
    expect(book.byToken(token)).toBeUndefined();
  });
});

describe('the sandbox provider’s saved cards', () => {
  const saving = (book: SandboxTransactions, orderNo: string, userId = '1') => open1(book, orderNo, userId, true);

  it('issues a reusable card token only when a payment that asked to save its card succeeds', () => {
    const { book, open } = setup();
    const plain = open('GL1');
    book.payByCard(plain, card(TEST_CARDS.succeed));
    expect(plain.cardToken).toBeNull();
    const declined = saving(book, 'GL2');
    book.payByCard(declined, card(TEST_CARDS.decline));
    expect(declined.cardToken).toBeNull();
    const saved = saving(book, 'GL3');
    book.payByCard(saved, card(TEST_CARDS.renewalDecline));
    expect(saved.status).toBe('succeeded');
    expect(saved.cardToken).toMatch(/^card_/);
  });

  it('approves merchant-initiated charges on a good card and declines them on the renewal-decline card, without a challenge', () => {
    const { book } = setup();
    const good = saving(book, 'GL1');
    book.payByCard(good, card(TEST_CARDS.challenge));
    book.decideChallenge(good, good.challengeToken ?? '', true);
    const poor = saving(book, 'GL2');
    book.payByCard(poor, card(TEST_CARDS.renewalDecline));

    const renewal = book.chargeSavedCard(open1(book, 'R1'), good.cardToken ?? '', 'R1');
    expect(renewal).toMatchObject({ ok: true, value: { status: 'succeeded' } });
    const refused = book.chargeSavedCard(open1(book, 'R2'), poor.cardToken ?? '', 'R2');
    expect(refused).toMatchObject({ ok: true, value: { status: 'failed', errorCode: SANDBOX_ERROR.insufficientFunds } });
  });

  it('refuses an unknown token, another customer’s token and a second charge of a paid transaction, changing nothing', () => {
    const { book } = setup();
    const saved = saving(book, 'GL1', '1');
    book.payByCard(saved, card(TEST_CARDS.succeed));
    const token = saved.cardToken ?? '';
    expect(book.chargeSavedCard(open1(book, 'R1'), 'card_guess', 'k1')).toMatchObject({ ok: false, status: 404 });
    const strangers = open1(book, 'R2', '2');
    expect(book.chargeSavedCard(strangers, token, 'k2')).toMatchObject({ ok: false, status: 404 });
    expect(strangers.status).toBe('created');
    const paid = open1(book, 'R3');
    expect(book.chargeSavedCard(paid, token, 'k3').ok).toBe(true);
    expect(book.chargeSavedCard(paid, token, 'k4')).toMatchObject({ ok: false, status: 409 });
  });
});

/** A transaction of customer `userId` (one that keeps its card when it pays, with `saveCard`). */
function open1(book: SandboxTransactions, orderNo: string, userId = '1', saveCard = false) {
  return book.create({ merchantOrderNo: orderNo, amount: 999, currency: 'USD', notifyUrl: '/n', returnUrl: null, customer: { userId, email: '', country: 'US' }, browser: null, saveCard });
}
