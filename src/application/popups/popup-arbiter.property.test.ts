import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POPUP_PRIORITY, type PopupKind } from './popup-arbiter';
import { createPopupArbiterStore } from './popup-arbiter-store';

const NAMES = ['a', 'b', 'c'] as const;
const step = fc.record({ name: fc.constantFrom(...NAMES), kind: fc.constantFrom(...POPUP_PRIORITY), up: fc.boolean() });

describe('popup arbiter (property)', () => {
  it('over any claims: one kind shows at a time, a call always, never a lower one under a higher one, and a held-back one once the higher are gone', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.boolean(), (steps, covering) => {
        const popups = createPopupArbiterStore({ sources: [], coveringScreenOpen: () => covering });
        const up = new Map<string, PopupKind>();
        for (const { name, kind, up: wants } of steps) {
          const before = up.get(name);
          if (wants) up.set(name, kind);
          else if (before === kind) up.delete(name);
          popups.claim(name, kind, wants);
          const wanting = new Set(up.values());
          if (covering) wanting.add('call');
          const shown = POPUP_PRIORITY.filter((k) => wanting.has(k) && popups.mayShow(k));
          expect(shown.length).toBeLessThanOrEqual(1);
          if (wanting.has('call')) expect(shown).toEqual(['call']);
          for (const k of shown) expect(POPUP_PRIORITY.slice(0, POPUP_PRIORITY.indexOf(k)).some((above) => wanting.has(above))).toBe(false);
        }
        // Every claim gone but the lowest one still due: it shows (unless a covering screen counts as a call).
        for (const name of NAMES) popups.claim(name, up.get(name) ?? 'call', false);
        popups.claim('due', 'reminder', true);
        expect(popups.mayShow('reminder')).toBe(!covering);
      }),
    );
  });
});
