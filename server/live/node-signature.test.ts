import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NODE_SIGNATURE_WINDOW_MS, nodeForwardingKey, signForward, verifyForward } from './node-signature.js';

const key = nodeForwardingKey(Buffer.alloc(32, 7));
const otherKey = nodeForwardingKey(Buffer.alloc(32, 8));
const PATH = '/internal/live-media/view';
const T0 = 1_800_000_000_000;

describe('a forwarded live-media request between nodes', () => {
  it('is believed within the window of its time, and refused past it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * NODE_SIGNATURE_WINDOW_MS, max: 3 * NODE_SIGNATURE_WINDOW_MS }), fc.string(), (skew, body) => {
        const signature = signForward(key, PATH, body, T0);
        expect(verifyForward(key, signature, PATH, body, T0 + skew)).toBe(Math.abs(skew) <= NODE_SIGNATURE_WINDOW_MS);
      }),
    );
  });

  it('is refused when its body, its path or the key differ, or when it carries no signature', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (body, other) => {
        fc.pre(body !== other);
        const signature = signForward(key, PATH, body, T0);
        expect(verifyForward(key, signature, PATH, other, T0)).toBe(false);
        expect(verifyForward(key, signature, '/internal/live-media/close', body, T0)).toBe(false);
        expect(verifyForward(otherKey, signature, PATH, body, T0)).toBe(false);
      }),
    );
    expect(verifyForward(key, undefined, PATH, '', T0)).toBe(false);
    expect(verifyForward(key, 'garbage', PATH, '', T0)).toBe(false);
  });
});
