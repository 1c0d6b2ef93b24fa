import type { BrowserFields } from '../../application/ports/card-checkout.port';

/** The fields the provider's 3-D Secure risk check reads, from this browser. */
export function readBrowserFields(win: Window): BrowserFields {
  return {
    java_enabled: false,
    color_depth: win.screen.colorDepth,
    screen_height: win.screen.height,
    screen_width: win.screen.width,
    timezone_offset: new Date().getTimezoneOffset(),
    user_agent: win.navigator.userAgent,
    language: win.navigator.language,
  };
}
