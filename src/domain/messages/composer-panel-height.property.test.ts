import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composerPanelHeight, KEYBOARD_MIN_HEIGHT, keyboardHeightOf, PANEL_MAX_SCREEN_SHARE } from './composer-panel-height';

const sizing = fc.record({
  measuredKeyboard: fc.option(fc.integer({ min: KEYBOARD_MIN_HEIGHT, max: 1_000 }), { nil: null }),
  onScreenKeyboard: fc.boolean(),
  screenWidth: fc.integer({ min: 240, max: 1_600 }),
  screenHeight: fc.integer({ min: 300, max: 1_600 }),
});

describe('composer panel height properties', () => {
  it('stays within half the screen and never goes negative', () => {
    fc.assert(fc.property(sizing, (s) => {
      const height = composerPanelHeight(s);
      expect(height).toBeGreaterThanOrEqual(0);
      expect(height).toBeLessThanOrEqual(s.screenHeight * PANEL_MAX_SCREEN_SHARE);
    }));
  });

  it('follows a measured keyboard whenever it fits, whatever the device', () => {
    fc.assert(fc.property(sizing, (s) => {
      if (s.measuredKeyboard !== null && s.measuredKeyboard <= s.screenHeight * PANEL_MAX_SCREEN_SHARE) expect(composerPanelHeight(s)).toBe(s.measuredKeyboard);
    }));
  });

  it('grows with the screen width where no keyboard comes up', () => {
    fc.assert(fc.property(fc.integer({ min: 240, max: 1_000 }), fc.nat({ max: 400 }), (width, wider) => {
      const at = (screenWidth: number) => composerPanelHeight({ measuredKeyboard: null, onScreenKeyboard: false, screenWidth, screenHeight: 10_000 });
      expect(at(width + wider)).toBeGreaterThanOrEqual(at(width));
    }));
  });

  it('reads a keyboard from a shrink of at least the minimum, and nothing from less', () => {
    fc.assert(fc.property(fc.integer({ min: 300, max: 2_000 }), fc.nat({ max: 1_000 }), (layout, shrink) => {
      const seen = keyboardHeightOf(layout, layout - shrink);
      expect(seen).toBe(shrink >= KEYBOARD_MIN_HEIGHT ? shrink : null);
    }));
  });
});
