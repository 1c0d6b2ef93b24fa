import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStorageKey, storageKey } from './storage-key';

const names = fc.stringMatching(/^[a-z][a-z0-9._-]{0,20}$/);

describe('storage keys (properties)', () => {
  it('round-trip name and uid', () => {
    fc.assert(
      fc.property(names, fc.option(fc.nat({ max: Number.MAX_SAFE_INTEGER }), { nil: undefined }), (name, uid) => {
        expect(parseStorageKey(storageKey(name, uid))).toEqual({ name, uid: uid ?? null });
      }),
    );
  });
  it('give different keys to different users', () => {
    fc.assert(
      fc.property(names, fc.nat(), fc.nat(), (name, a, b) => {
        fc.pre(a !== b);
        expect(storageKey(name, a)).not.toBe(storageKey(name, b));
      }),
    );
  });
});
