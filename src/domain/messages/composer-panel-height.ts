/** Default keyboard height (001 §9): what an on-screen keyboard is taken to be before one was measured. */
export const DEFAULT_KEYBOARD_HEIGHT = 336;
/** Expression panel default height (001 §9) at the design width, "scaled" to the screen's width. */
export const EXPRESSION_PANEL_HEIGHT = 240;
/** The width the spec's pixel sizes are drawn for (a 375-wide phone). */
export const DESIGN_WIDTH = 375;
/** A visual viewport shrunk by less than this is a browser bar coming and going, not a keyboard. */
export const KEYBOARD_MIN_HEIGHT = 120;
/** The panel never takes more than this share of the screen's height, so the chat stays in view. */
export const PANEL_MAX_SCREEN_SHARE = 0.5;

export interface PanelSizing {
  /** The on-screen keyboard's height last measured on this device, or null when none was seen. */
  readonly measuredKeyboard: number | null;
  /** Whether the device types with an on-screen keyboard (a touch screen). */
  readonly onScreenKeyboard: boolean;
  readonly screenWidth: number;
  readonly screenHeight: number;
}

/**
 * How tall the emoji, sticker and voice panels are (001 §4 "Emoji panel: coordinated with
 * the keyboard"): a panel takes the keyboard's place, so it is as tall as the keyboard it
 * replaces — the measured one, else the spec's default keyboard height on a touch device —
 * and where no keyboard comes up, the expression panel's default height scaled to the
 * screen's width. Never more than half the screen.
 */
export function composerPanelHeight({ measuredKeyboard, onScreenKeyboard, screenWidth, screenHeight }: PanelSizing): number {
  const wanted = measuredKeyboard ?? (onScreenKeyboard ? DEFAULT_KEYBOARD_HEIGHT : Math.round((EXPRESSION_PANEL_HEIGHT * screenWidth) / DESIGN_WIDTH));
  return Math.max(0, Math.min(wanted, Math.floor(screenHeight * PANEL_MAX_SCREEN_SHARE)));
}

/** The keyboard's height from the layout and visual viewport heights, or null when no keyboard is up. */
export function keyboardHeightOf(layoutHeight: number, visualHeight: number): number | null {
  const shrunk = Math.round(layoutHeight - visualHeight);
  return shrunk >= KEYBOARD_MIN_HEIGHT ? shrunk : null;
}
