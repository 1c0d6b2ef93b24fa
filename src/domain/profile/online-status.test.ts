import { describe, expect, it } from 'vitest';
import { onlineStatusLabel } from './online-status';

describe('onlineStatusLabel', () => {
  it('maps 1 to online, 2 to chatting and 3 to rest', () => {
    expect([1, 2, 3].map(onlineStatusLabel)).toEqual(['online', 'chatting', 'rest']);
  });
  it('shows any other code as offline', () => {
    for (const status of [0, 4, -1]) expect(onlineStatusLabel(status)).toBe('offline');
  });
});
