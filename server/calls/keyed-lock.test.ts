import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock.js';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedLock', () => {
  it('runs work for one key one piece at a time, in arrival order', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name}+`);
      await tick();
      log.push(`${name}-`);
    };
    await Promise.all([lock.run(1, work('a')), lock.run(1, work('b')), lock.run(1, work('c'))]);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });

  it('lets different keys overlap', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name}+`);
      await tick();
      log.push(`${name}-`);
    };
    await Promise.all([lock.run(1, work('a')), lock.run(2, work('b'))]);
    expect(log.slice(0, 2)).toEqual(['a+', 'b+']);
  });

  it('keeps going after a failure, and hands the failure to its caller', async () => {
    const lock = new KeyedLock();
    const failed = lock.run(1, async () => {
      throw new Error('boom');
    });
    const next = lock.run(1, async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
