import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

/** Anything a payload might hold before it is serialised, undefined and NaN included. */
const looseValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(undefined, null, true, false, Number.NaN, -0, Number.POSITIVE_INFINITY),
    fc.double(),
    fc.integer(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('canonicalJson (properties)', () => {
  it('gives the same text for a value and for its JSON round trip, which is what the receiver sees', () => {
    fc.assert(
      fc.property(looseValue, (value) => {
        const wire = JSON.stringify(value);
        if (wire === undefined) return;
        expect(canonicalJson(JSON.parse(wire))).toBe(canonicalJson(value));
      }),
    );
  });

  it('is valid JSON that parses to the same data as JSON.stringify would give', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalJson(value) as string)).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('does not depend on the order keys were inserted in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 }), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
      }),
    );
  });

  it('is idempotent: canonicalising canonical JSON changes nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = canonicalJson(value) as string;
        expect(canonicalJson(JSON.parse(once))).toBe(once);
      }),
    );
  });
});
