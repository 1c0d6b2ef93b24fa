import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CALL_TYPE, RECHARGE_FROM_TYPE } from '../../domain';
import type { CallPeer } from '../contracts/call/call-peer';
import type { SessionStatus } from '../session/app-session';
import { testPayItem } from '../wallet/wallet.test-kit';
import type { CheckoutView } from './checkout-flow';
import type { ResumeIntent } from './recharge-requests';
import { createPaymentResume } from './resume-after-payment';

const PEER = { uid: 7 } as CallPeer;

function setup(options: { tourist?: boolean; lastPeer?: CallPeer | null } = {}) {
  const checkout$ = new BehaviorSubject<CheckoutView>({ step: 'idle' });
  const status$ = new BehaviorSubject<SessionStatus>('starting');
  const done: string[] = [];
  const resume = createPaymentResume({
    checkout$,
    sessionStatus$: status$,
    restorePurchases: async () => done.push('restore'),
    refreshProfile: () => done.push('refresh'),
    isTourist: () => options.tourist ?? false,
    openLoginPrompt: () => done.push('login prompt'),
    calls: {
      accept: async () => void done.push('accept'),
      dial: async ({ peer, callType }) => void done.push(`dial ${peer.uid} ${callType}`),
      startMatch: async () => void done.push('match'),
      lastPeer: () => options.lastPeer ?? null,
    },
  });
  const pay = (resumeIntent?: ResumeIntent, status: 'success' | 'failed' = 'success') => {
    const request = { item: testPayItem(1, { match: 2, message: 3, charm: 4 }), fromType: RECHARGE_FROM_TYPE.callNoCoins, ...(resumeIntent && { resume: resumeIntent }) };
    checkout$.next({ step: 'paying', request, method: 'direct' });
    checkout$.next({ step: 'result', request, status, orderNo: 'o1', coins: 100, balance: 150, message: null } as CheckoutView);
  };
  return { resume, checkout$, status$, done, pay };
}

describe('resume after payment', () => {
  it('shows the payment-successful popup with the package bonuses and reloads the profile when a payment succeeds', () => {
    const { resume, done, pay } = setup();
    pay();
    expect(resume.success$.getValue()).toEqual({ coins: 100, balance: 150, bonus: { match: 2, message: 3, charm: 4 }, chatUid: null, canCallNow: false, pricePerMin: null });
    expect(done).toEqual(['refresh']);
  });

  it("counts the popup's minutes at the price of the user the coins were for, and shows none when the payment was for no one", () => {
    const forCall = setup();
    forCall.pay({ kind: 'call', uid: 7, video: true, pricePerMin: 45 });
    expect(forCall.resume.success$.getValue()?.pricePerMin).toBe(45);
    const unknownPrice = setup();
    unknownPrice.pay({ kind: 'call', uid: 7, video: true });
    expect(unknownPrice.resume.success$.getValue()?.pricePerMin).toBeNull();
  });

  it('shows nothing when the payment failed', () => {
    const { resume, done, pay } = setup();
    pay(undefined, 'failed');
    expect(resume.success$.getValue()).toBeNull();
    expect(done).toEqual([]);
  });

  it('answers a still-ringing call at once, without a tap, when the payment was for answering it', () => {
    const { resume, done, pay } = setup();
    pay({ kind: 'answer', roomId: '9' });
    expect(done).toEqual(['refresh', 'accept']);
    expect(resume.success$.getValue()?.canCallNow).toBe(false);
  });

  it('dials the call cut for coins again on Call now with the card the call store kept', () => {
    const { resume, done, pay } = setup({ lastPeer: PEER });
    pay({ kind: 'call', uid: 7, video: true });
    expect(resume.success$.getValue()).toMatchObject({ chatUid: 7, canCallNow: true });
    expect(resume.callNow()).toBeNull();
    expect(done).toEqual(['refresh', `dial 7 ${CALL_TYPE.video}`]);
    expect(resume.success$.getValue()).toBeNull();
  });

  it("sends Call now to the user's page when the call store kept no card of that user", () => {
    const { resume, done, pay } = setup({ lastPeer: { uid: 8 } as CallPeer });
    pay({ kind: 'call', uid: 7, video: false });
    expect(resume.callNow()).toBe('/pages/user-home-page/index?uid=7');
    expect(done).toEqual(['refresh']);
  });

  it('starts matching again on Call now when the payment interrupted a match', () => {
    const { resume, done, pay } = setup();
    pay({ kind: 'match' });
    expect(resume.success$.getValue()).toMatchObject({ chatUid: null, canCallNow: true });
    expect(resume.callNow()).toBeNull();
    expect(done).toEqual(['refresh', 'match']);
  });

  it('opens the chat with the user the coins were for on Chat', () => {
    const { resume, pay } = setup();
    pay({ kind: 'call', uid: 7, video: true });
    expect(resume.chat()).toBe('/pagesMsg/chat/index?uid=7');
    expect(resume.success$.getValue()).toBeNull();
  });

  it('asks a tourist to sign in when the popup closes, and nobody else', () => {
    const tourist = setup({ tourist: true });
    tourist.pay();
    tourist.resume.close();
    expect(tourist.done).toEqual(['refresh', 'login prompt']);
    const member = setup();
    member.pay();
    member.resume.close();
    expect(member.done).toEqual(['refresh']);
    expect(member.resume.success$.getValue()).toBeNull();
  });

  it('follows the payment pages the checkout reaches, not the one it was on when it started', () => {
    const { resume, checkout$ } = setup();
    const pages: string[] = [];
    resume.pages$.subscribe(({ path }) => pages.push(path));
    const request = { item: testPayItem(1), fromType: RECHARGE_FROM_TYPE.rechargeBoxClick };
    checkout$.next({ step: 'cardPage', request });
    checkout$.next({ step: 'cardPage', request });
    checkout$.next({ step: 'waiting', request, orderNo: 'o1' });
    expect(pages).toEqual([`/pages/payment/coins-payment?product_id=${encodeURIComponent(request.item.goods_id)}&product_type=${request.item.product_type}&origin=${request.fromType}`, '/pages/payment/payment-wait']);
  });

  it('verifies interrupted store purchases each time the session is signed in', () => {
    const { status$, done } = setup();
    status$.next('signed-in');
    status$.next('signed-out');
    status$.next('signed-in');
    expect(done).toEqual(['restore', 'restore']);
  });
});
