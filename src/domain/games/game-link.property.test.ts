import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGameLinkForUser, linkQueryParams } from './game-link';

const uids = fc.integer({ min: 1, max: 99_999_999 });

describe('game link rules (properties)', () => {
  it('accepts a link built for a uid exactly for that uid', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), uids, uids, (base, owner, viewer) => {
        const link = `${base}?game=1&uid=${owner}`;
        expect(isGameLinkForUser(link, viewer)).toBe(owner === viewer);
      }),
    );
  });
  it('reads back any encoded name and value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (name, value) => {
        expect(linkQueryParams(`https://g.example/?${encodeURIComponent(name)}=${encodeURIComponent(value)}`)).toEqual([[name, value]]);
      }),
    );
  });
});
