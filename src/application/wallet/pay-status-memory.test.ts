import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { createPayStatusMemory, PAY_STATUS_NAME, UNPAID_SHOWN_NAME } from './pay-status-memory';

describe('pay status memory', () => {
  it('keeps status 1 only without an open discount popup, and 2 always, per user', () => {
    const storage = new InMemoryStorage();
    let uid: number | null = 3;
    const memory = createPayStatusMemory(storage, () => uid);
    memory.record(1, true);
    expect(memory.read()).toBeNull();
    memory.record(1, false);
    expect(memory.read()).toBe(1);
    memory.record(2, true);
    expect(memory.read()).toBe(2);
    uid = 4;
    expect(memory.read()).toBeNull();
    uid = null;
    memory.record(1, false);
    expect(storage.read(PAY_STATUS_NAME)).toBeUndefined();
  });

  it('reads corrupt entries as nothing stored', () => {
    const storage = new InMemoryStorage();
    storage.write(PAY_STATUS_NAME, 'started', 3);
    storage.write(UNPAID_SHOWN_NAME, { 2: 'soon', 3: 1_000, 4: Number.NaN }, 3);
    const memory = createPayStatusMemory(storage, () => 3);
    expect(memory.read()).toBeNull();
    expect(memory.unpaidShownAt()).toEqual({ 3: 1_000 });
  });
});
