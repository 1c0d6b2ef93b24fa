import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { substituteAvatarUrl } from './avatar-label';

const types = fc.constantFrom('live', 'vip', 'frame', 'auth', 'new');
const labels = fc.uniqueArray(fc.record({ type: types, url: fc.oneof(fc.constant(''), fc.webUrl()) }), { selector: (l) => l.type });
const order = fc.uniqueArray(types);

describe('substituteAvatarUrl (properties)', () => {
  it('returns the own avatar or the URL of one of the labels', () => {
    fc.assert(
      fc.property(labels, order, (list, priority) => {
        const shown = substituteAvatarUrl('own', list, priority);
        expect(shown === 'own' || list.some((l) => l.url !== '' && l.url === shown)).toBe(true);
      }),
    );
  });
  it('does not depend on the order of the label list', () => {
    fc.assert(
      fc.property(labels, order, (list, priority) => {
        expect(substituteAvatarUrl('own', [...list].reverse(), priority)).toBe(substituteAvatarUrl('own', list, priority));
      }),
    );
  });
  it('never uses a label of a lower-priority type while a higher one has a URL', () => {
    fc.assert(
      fc.property(labels, order, (list, priority) => {
        const winner = priority.find((t) => list.some((l) => l.type === t && l.url !== ''));
        const expected = list.find((l) => l.type === winner)?.url ?? 'own';
        expect(substituteAvatarUrl('own', list, priority)).toBe(expected);
      }),
    );
  });
});
