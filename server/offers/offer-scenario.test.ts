import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_OFFER_WINDOW_MS, DISCOUNT_TRIGGER as T, PAID_NO_RECHARGE_AFTER_MS, RECHARGE_FROM_TYPE } from '../../src/domain/constants.js';
import { canShowScenario, popupOf, scenarioFor, UNINSTALL_OFFER_QUIET_MS, type OfferFacts } from './offer-scenario.js';
import { UNINSTALL_PROTECTION_MIN_GAP_MS, UNPAID_DISCOUNT_REPEAT_MS, VIP_EXPIRED_POPUP_REPEAT_MS } from '../../src/domain/offers/popup-frequency.js';

const NOW = 1_736_164_800_000;
const NEVER_PAID: OfferFacts = { everPaid: false, lastPaidAt: null, isVip: false, vipExpiredAt: null, lastPayFailAt: null };
const PAID: OfferFacts = { ...NEVER_PAID, everPaid: true, lastPaidAt: NOW - 1_000 };

describe('the discount scenario of a user', () => {
  it('is the unpaid scenario of where someone who never paid got stuck', () => {
    expect(scenarioFor(NEVER_PAID, { fromType: RECHARGE_FROM_TYPE.callNoCoins }, NOW)).toBe(T.callUp);
    expect(scenarioFor(NEVER_PAID, { fromType: RECHARGE_FROM_TYPE.answerNoCoins }, NOW)).toBe(T.answerCall);
    expect(scenarioFor(NEVER_PAID, { fromType: RECHARGE_FROM_TYPE.messageNoCoins }, NOW)).toBe(T.sendMessage);
    expect(scenarioFor(NEVER_PAID, {}, NOW)).toBe(T.unpaidNoRecharge);
    expect(scenarioFor(NEVER_PAID, { trigger: T.answerCall }, NOW)).toBe(T.answerCall);
  });

  it('is paid recharge from the recharge box or a shortfall, and paid no-recharge after a week without paying', () => {
    expect(scenarioFor(PAID, { fromType: RECHARGE_FROM_TYPE.rechargeBoxClick }, NOW)).toBe(T.paidRecharge);
    expect(scenarioFor(PAID, { trigger: T.paidRecharge }, NOW)).toBe(T.paidRecharge);
    expect(scenarioFor(PAID, {}, NOW)).toBeNull();
    expect(scenarioFor({ ...PAID, lastPaidAt: NOW - PAID_NO_RECHARGE_AFTER_MS }, {}, NOW)).toBe(T.paidNoRecharge);
    expect(scenarioFor({ ...PAID, lastPaidAt: NOW - PAID_NO_RECHARGE_AFTER_MS + 1 }, {}, NOW)).toBeNull();
  });

  it('is VIP expired for a lapsed member, and nothing for a member but the uninstall offer', () => {
    const lapsed = { ...PAID, vipExpiredAt: NOW - 1 };
    expect(scenarioFor(lapsed, {}, NOW)).toBe(T.vipExpired);
    expect(scenarioFor(PAID, { trigger: T.vipExpired }, NOW)).toBeNull();
    const member = { ...PAID, isVip: true, lastPaidAt: NOW - UNINSTALL_OFFER_QUIET_MS };
    expect(scenarioFor(member, { fromType: RECHARGE_FROM_TYPE.rechargeBoxClick }, NOW)).toBeNull();
    expect(scenarioFor(member, { trigger: T.uninstall }, NOW)).toBe(T.uninstall);
  });

  it('is uninstall protection only for a customer who has paid before, and not within the last week', () => {
    expect(scenarioFor(NEVER_PAID, { trigger: T.uninstall }, NOW)).toBeNull();
    expect(scenarioFor(PAID, { trigger: T.uninstall }, NOW)).toBeNull();
    expect(scenarioFor({ ...PAID, lastPaidAt: NOW - UNINSTALL_OFFER_QUIET_MS + 1 }, { trigger: T.uninstall }, NOW)).toBeNull();
    expect(scenarioFor({ ...PAID, lastPaidAt: NOW - UNINSTALL_OFFER_QUIET_MS }, { trigger: T.uninstall }, NOW)).toBe(T.uninstall);
    expect(scenarioFor({ ...PAID, lastPaidAt: null }, { trigger: T.uninstall }, NOW)).toBe(T.uninstall);
  });

  it('is pay fail only within the offer window after a failed payment', () => {
    expect(scenarioFor(NEVER_PAID, { trigger: T.payFail }, NOW)).toBeNull();
    expect(scenarioFor({ ...NEVER_PAID, lastPayFailAt: NOW - DISCOUNT_OFFER_WINDOW_MS }, { trigger: T.payFail }, NOW)).toBe(T.payFail);
    expect(scenarioFor({ ...NEVER_PAID, lastPayFailAt: NOW - DISCOUNT_OFFER_WINDOW_MS - 1 }, { trigger: T.payFail }, NOW)).toBeNull();
  });

  it('always names one of the nine triggers or nothing', () => {
    const facts = fc.record({
      everPaid: fc.boolean(), lastPaidAt: fc.option(fc.integer({ min: 0, max: NOW })), isVip: fc.boolean(),
      vipExpiredAt: fc.option(fc.integer({ min: 0, max: NOW })), lastPayFailAt: fc.option(fc.integer({ min: 0, max: NOW })),
    });
    fc.assert(
      fc.property(facts, fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }), (f, trigger, fromType) => {
        const sid = scenarioFor(f, { ...(trigger !== undefined && { trigger }), ...(fromType !== undefined && { fromType }) }, NOW);
        expect(sid === null || (sid >= 1 && sid <= 9)).toBe(true);
      }),
    );
  });
});

describe('how often a scenario may show', () => {
  it('waits 3 hours for VIP expired, a day for uninstall, 5 minutes for the rest — exactly', () => {
    const cases = [[T.vipExpired, VIP_EXPIRED_POPUP_REPEAT_MS], [T.uninstall, UNINSTALL_PROTECTION_MIN_GAP_MS], [T.callUp, UNPAID_DISCOUNT_REPEAT_MS], [T.paidRecharge, UNPAID_DISCOUNT_REPEAT_MS]] as const;
    for (const [sid, gap] of cases) {
      expect(canShowScenario(sid, null, NOW)).toBe(true);
      expect(canShowScenario(sid, NOW - gap + 1, NOW)).toBe(false);
      expect(canShowScenario(sid, NOW - gap, NOW)).toBe(true);
    }
  });

  it('opens the popup of its kind', () => {
    expect([T.unpaidNoRecharge, T.callUp, T.payFail, T.paidRecharge, T.paidNoRecharge, T.vipExpired, T.uninstall].map(popupOf)).toEqual([
      'discountRecharge', 'discountUnpaid', 'discountUnpaid', 'discountPaid', 'discountPaid', 'vipExpired', 'discountRecharge',
    ]);
  });
});
