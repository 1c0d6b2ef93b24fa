import { describe, expect, it } from 'vitest';
import { substituteAvatarUrl } from './avatar-label';

const own = 'https://cdn/own.jpg';

describe('substituteAvatarUrl', () => {
  it('picks the label whose type comes first in the priority order, wherever it sits in the list', () => {
    const labels = [
      { type: 'vip', url: 'https://cdn/vip.png' },
      { type: 'live', url: 'https://cdn/live.png' },
    ];
    expect(substituteAvatarUrl(own, labels, ['live', 'vip'])).toBe('https://cdn/live.png');
    expect(substituteAvatarUrl(own, labels, ['vip', 'live'])).toBe('https://cdn/vip.png');
  });
  it('skips a prioritised label that has no URL and falls to the next type', () => {
    const labels = [
      { type: 'live', url: '' },
      { type: 'vip', url: 'https://cdn/vip.png' },
    ];
    expect(substituteAvatarUrl(own, labels, ['live', 'vip'])).toBe('https://cdn/vip.png');
  });
  it('keeps the own avatar when no label type is in the priority order', () => {
    expect(substituteAvatarUrl(own, [{ type: 'frame', url: 'https://cdn/frame.png' }], ['live'])).toBe(own);
  });
  it('keeps the own avatar when there are no labels', () => {
    expect(substituteAvatarUrl(own, [], ['live', 'vip'])).toBe(own);
  });
});
