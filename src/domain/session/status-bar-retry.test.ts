import { describe, expect, it } from 'vitest';
import { statusBarRetryDelay } from './status-bar-retry';

describe('statusBarRetryDelay', () => {
  it('waits 150 ms after the 19th try and stops after the 20th', () => {
    expect(statusBarRetryDelay(0)).toBe(150);
    expect(statusBarRetryDelay(19)).toBe(150);
    expect(statusBarRetryDelay(20)).toBeNull();
  });
});
