import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AesLocalStorage } from './aes-local-storage';
import { MemoryWebStorage } from './memory-web-storage';

describe('AesLocalStorage (properties)', () => {
  it('reads back any JSON value it wrote, for any user', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.option(fc.nat(), { nil: undefined }), (value, uid) => {
        const storage = new AesLocalStorage(new MemoryWebStorage());
        expect(storage.write('value', value, uid)).toEqual({ ok: true });
        expect(storage.read('value', uid)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('never throws on whatever text is found under its key', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const web = new MemoryWebStorage();
        web.setItem('glint:value', junk);
        expect(() => new AesLocalStorage(web).read('value')).not.toThrow();
      }),
    );
  });

  it('never exceeds the quota, whatever it is asked to store', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('user-home.1', 'private-chat.2', 'settings'), fc.nat({ max: 20_000 }))), (writes) => {
        const web = new MemoryWebStorage(50_000);
        const storage = new AesLocalStorage(web);
        for (const [name, length] of writes) storage.write(name, 'z'.repeat(length));
        expect(web.usedBytes()).toBeLessThanOrEqual(50_000);
      }),
      { numRuns: 50 },
    );
  });
});
