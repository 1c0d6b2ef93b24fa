import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resample, toInt16 } from './resample';

const rates = fc.constantFrom(8_000, 16_000, 22_050, 44_100, 48_000);
const samples = fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { maxLength: 2_000 }).map((values) => Float32Array.from(values));

describe('resample (properties)', () => {
  it('gives floor(n × to / from) samples, each within the range of the input', () => {
    fc.assert(
      fc.property(samples, rates, rates, (input, from, to) => {
        const output = resample(input, from, to);
        expect(output.length).toBe(from === to ? input.length : Math.floor(input.length / (from / to)));
        const low = Math.min(0, ...input);
        const high = Math.max(0, ...input);
        for (const value of output) {
          expect(value).toBeGreaterThanOrEqual(low - 1e-6);
          expect(value).toBeLessThanOrEqual(high + 1e-6);
        }
      }),
    );
  });

  it('keeps every sample within one 16-bit step through the conversion', () => {
    fc.assert(
      fc.property(samples, (input) => {
        const output = toInt16(input);
        input.forEach((value, i) => {
          const back = output[i]! / (output[i]! < 0 ? 0x8000 : 0x7fff);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(1 / 0x7fff + 1e-6);
        });
      }),
    );
  });
});
