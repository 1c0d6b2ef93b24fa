import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeApiResult } from './api-result-route';

const SPECIAL = new Set([99, -98, 97]);

describe('routeApiResult (properties)', () => {
  it('succeeds exactly for positive codes other than 99 and 97 on HTTP 200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), fc.boolean(), (ok, shown) => {
        const route = routeApiResult({ httpStatus: 200, ok }, shown);
        expect(route.kind === 'success').toBe(ok > 0 && !SPECIAL.has(ok));
      }),
    );
  });
  it('never succeeds when HTTP is not 200', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }).filter((s) => s !== 200), fc.integer(), (status, ok) => {
        expect(['logout', 'reject']).toContain(routeApiResult({ httpStatus: status, ok }, false).kind);
      }),
    );
  });
});
