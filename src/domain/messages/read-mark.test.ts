import { describe, expect, it } from 'vitest';
import { isReadByPeer } from './read-mark';

describe('isReadByPeer', () => {
  it('is read when the read time equals the message time', () => {
    expect(isReadByPeer(1_000, 1_000)).toBe(true);
  });
  it('is unread when the read time is a moment before the message', () => {
    expect(isReadByPeer(1_000, 999)).toBe(false);
  });
  it('is unread while the peer has no read time', () => {
    expect(isReadByPeer(1_000, null)).toBe(false);
    expect(isReadByPeer(1_000, undefined)).toBe(false);
  });
});
