import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../constants';
import { AVATAR_LABELS, NEW_USER_LABEL_DAYS, avatarLabelsOf, topAvatarLabel } from './avatar-labels';

const facts = fc.record({ isLive: fc.boolean(), isAuth: fc.boolean(), isVip: fc.boolean(), createdAt: fc.integer({ min: 0, max: 1e12 }), hidden: fc.boolean() });
const label = fc.constantFrom(...AVATAR_LABELS, 'frame', 'top');

describe('avatarLabelsOf (properties)', () => {
  it('gives a hidden profile no label, and anyone else exactly the facts they have', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 1e12 }), (f, now) => {
        const labels = avatarLabelsOf(f, now);
        expect(labels.includes('live')).toBe(!f.hidden && f.isLive);
        expect(labels.includes('auth')).toBe(!f.hidden && f.isAuth);
        expect(labels.includes('vip')).toBe(!f.hidden && f.isVip);
        if (f.hidden) expect(labels).toEqual([]);
      }),
    );
  });
  it('labels a user "new" for NEW_USER_LABEL_DAYS after sign-up and not a millisecond longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 3 * NEW_USER_LABEL_DAYS * MS_PER_DAY }), (createdAt, age) => {
        const labels = avatarLabelsOf({ isLive: false, isAuth: false, isVip: false, createdAt, hidden: false }, createdAt + age);
        expect(labels.includes('new')).toBe(age < NEW_USER_LABEL_DAYS * MS_PER_DAY);
      }),
    );
  });
});

describe('topAvatarLabel (properties)', () => {
  it('shows the first rule the user wears, skipping rules the app does not know; none when no rule matches', () => {
    fc.assert(
      fc.property(fc.array(label), fc.array(label), (labels, rules) => {
        const top = topAvatarLabel(labels, rules);
        const expected = rules.find((rule) => (AVATAR_LABELS as readonly string[]).includes(rule) && labels.includes(rule)) ?? null;
        expect(top).toBe(expected);
      }),
    );
  });
});
