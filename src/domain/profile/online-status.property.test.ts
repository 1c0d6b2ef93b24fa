import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlineStatusLabel } from './online-status';

describe('onlineStatusLabel (properties)', () => {
  it('is offline exactly outside the codes 1 to 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (status) => {
        expect(onlineStatusLabel(status) === 'offline').toBe(status < 1 || status > 3);
      }),
    );
  });
});
