import { describe, expect, it } from 'vitest';
import { composerPanelHeight, DEFAULT_KEYBOARD_HEIGHT, EXPRESSION_PANEL_HEIGHT, keyboardHeightOf } from './composer-panel-height';

const phone = { screenWidth: 375, screenHeight: 812 };

describe('composer panel height', () => {
  it('is the default keyboard height, 336, on a touch phone whose keyboard was not measured yet', () => {
    expect(composerPanelHeight({ ...phone, measuredKeyboard: null, onScreenKeyboard: true })).toBe(DEFAULT_KEYBOARD_HEIGHT);
  });

  it('is the measured keyboard once one came up, so the panel and the keyboard swap without a jump', () => {
    expect(composerPanelHeight({ ...phone, measuredKeyboard: 291, onScreenKeyboard: true })).toBe(291);
  });

  it('is the expression panel height, 240 at 375 px, scaled to the width where no keyboard comes up', () => {
    expect(composerPanelHeight({ ...phone, measuredKeyboard: null, onScreenKeyboard: false })).toBe(EXPRESSION_PANEL_HEIGHT);
    expect(composerPanelHeight({ screenWidth: 390, screenHeight: 844, measuredKeyboard: null, onScreenKeyboard: false })).toBe(250);
  });

  it('never takes more than half the screen', () => {
    expect(composerPanelHeight({ screenWidth: 800, screenHeight: 400, measuredKeyboard: null, onScreenKeyboard: false })).toBe(200);
  });

  it('sees a keyboard only when the visual viewport shrinks by 120 px or more', () => {
    expect(keyboardHeightOf(844, 844)).toBeNull();
    expect(keyboardHeightOf(844, 780)).toBeNull();
    expect(keyboardHeightOf(844, 508)).toBe(336);
  });
});
