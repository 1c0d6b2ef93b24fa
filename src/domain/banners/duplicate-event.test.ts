import { describe, expect, it } from 'vitest';
import { checkDuplicateEvent, EMPTY_DUPLICATE_EVENT_MEMORY } from './duplicate-event';

describe('checkDuplicateEvent', () => {
  const first = checkDuplicateEvent(EMPTY_DUPLICATE_EVENT_MEMORY, 'gift:7', 1_000);

  it('lets the first event through', () => {
    expect(first.duplicate).toBe(false);
  });
  it('treats the same key 999 ms later as a duplicate and 1 s later as new', () => {
    expect(checkDuplicateEvent(first.memory, 'gift:7', 1_999).duplicate).toBe(true);
    expect(checkDuplicateEvent(first.memory, 'gift:7', 2_000).duplicate).toBe(false);
  });
  it('does not confuse different keys', () => {
    expect(checkDuplicateEvent(first.memory, 'gift:8', 1_001).duplicate).toBe(false);
  });
  it('does not extend the window on a duplicate', () => {
    const dup = checkDuplicateEvent(first.memory, 'gift:7', 1_900);
    expect(checkDuplicateEvent(dup.memory, 'gift:7', 2_000).duplicate).toBe(false);
  });
  it('forgets a key 5 s after it was let through, but not at 4.999 s', () => {
    expect(checkDuplicateEvent(first.memory, 'other', 5_999).memory.has('gift:7')).toBe(true);
    expect(checkDuplicateEvent(first.memory, 'other', 6_000).memory.has('gift:7')).toBe(false);
  });
  it('leaves the memory it was given untouched', () => {
    checkDuplicateEvent(first.memory, 'gift:8', 1_001);
    expect([...first.memory.keys()]).toEqual(['gift:7']);
  });
});
