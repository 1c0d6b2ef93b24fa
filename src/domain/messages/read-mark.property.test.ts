import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadByPeer } from './read-mark';

describe('read mark properties', () => {
  it('stays read as the peer read time moves later', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.nat(), (message, read, later) => {
      if (isReadByPeer(message, read)) expect(isReadByPeer(message, read + later)).toBe(true);
    }));
  });
  it('stays unread as the message time moves later', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.nat(), (message, read, later) => {
      if (!isReadByPeer(message, read)) expect(isReadByPeer(message + later, read)).toBe(false);
    }));
  });
});
