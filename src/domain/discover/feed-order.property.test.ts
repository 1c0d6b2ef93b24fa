import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOVER_ONLINE_WINDOW_MS, compareFeedKeys, isOnlineForFeed, type FeedKey } from './feed-order';

const keys: fc.Arbitrary<FeedKey> = fc.record({
  online: fc.constantFrom(0 as const, 1 as const),
  popularity: fc.nat(1_000_000),
  activeAt: fc.nat(2_000_000_000_000),
  uid: fc.integer({ min: 1, max: 10_000_000 }),
});

describe('the Discover order (properties)', () => {
  it('puts every online host before every other, then the more popular, then the more recently seen', () => {
    fc.assert(fc.property(fc.array(keys, { maxLength: 60 }), (list) => {
      const sorted = [...list].sort(compareFeedKeys);
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        expect(a.online).toBeGreaterThanOrEqual(b.online);
        if (a.online === b.online) expect(a.popularity).toBeGreaterThanOrEqual(b.popularity);
        if (a.online === b.online && a.popularity === b.popularity) expect(a.activeAt).toBeGreaterThanOrEqual(b.activeAt);
      }
    }));
  });
  it('is a total order: two keys tie only when they are the same key', () => {
    fc.assert(fc.property(keys, keys, (a, b) => {
      expect(compareFeedKeys(a, b) === 0).toBe(a.online === b.online && a.popularity === b.popularity && a.activeAt === b.activeAt && a.uid === b.uid);
      expect(Math.sign(compareFeedKeys(a, b))).toBe(-Math.sign(compareFeedKeys(b, a)));
    }));
  });
  it('counts a host online for the window after they were last seen, unless resting or hiding it', () => {
    fc.assert(fc.property(fc.nat(2_000_000_000_000), fc.nat(3 * DISCOVER_ONLINE_WINDOW_MS), fc.boolean(), fc.boolean(), (seen, since, isRest, hideOnline) => {
      expect(isOnlineForFeed({ lastSeenAt: seen, isRest, hideOnline }, seen + since)).toBe(!isRest && !hideOnline && since <= DISCOVER_ONLINE_WINDOW_MS);
    }));
  });
});
