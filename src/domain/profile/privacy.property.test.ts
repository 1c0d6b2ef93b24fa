import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleToOthers } from './privacy';

const flag = fc.constantFrom(0 as const, 1 as const);
const card = fc.record({
  uid: fc.integer({ min: 1, max: 2_000_000_000 }),
  nickname: fc.string({ minLength: 1 }),
  avatar: fc.webUrl(),
  small_avatar: fc.webUrl(),
  age: fc.option(fc.integer({ min: 18, max: 120 }), { nil: null }),
  country_code: fc.constantFrom('ES', 'SA', 'BR'),
  country_flag: fc.string({ minLength: 1 }),
  level: fc.integer({ min: 1, max: 50 }),
  is_vip: flag,
  is_auth: flag,
  auth_status: fc.integer({ min: 0, max: 2 }),
  hide_profile: flag,
  hide_vip: flag,
  hide_level: flag,
});

describe('visibleToOthers (properties)', () => {
  it('leaves no identity field of a hidden profile, only its uid and flags', () => {
    fc.assert(
      fc.property(card, (original) => {
        const seen = visibleToOthers({ ...original, hide_profile: 1 });
        expect(seen).toMatchObject({ uid: original.uid, nickname: '', avatar: '', small_avatar: '', age: null, country_code: '', country_flag: '', level: 0, is_vip: 0, is_auth: 0, auth_status: 0, hide_profile: 1 });
      }),
    );
  });
  it('hides the VIP badge and the level exactly when their flags say so', () => {
    fc.assert(
      fc.property(card, (original) => {
        const seen = visibleToOthers({ ...original, hide_profile: 0 });
        expect(seen.is_vip).toBe(original.hide_vip === 1 ? 0 : original.is_vip);
        expect(seen.level).toBe(original.hide_level === 1 ? 0 : original.level);
        expect(seen.nickname).toBe(original.nickname);
      }),
    );
  });
  it('never changes the card it is given', () => {
    fc.assert(
      fc.property(card, (original) => {
        const copy = structuredClone(original);
        visibleToOthers(original);
        expect(original).toEqual(copy);
      }),
    );
  });
});
