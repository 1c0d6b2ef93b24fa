import { BROWSER_TIMERS } from './checkout-timers';
import { domCheckoutPage } from './dom-checkout-page';
import { readBrowserFields } from './read-browser-fields';
import { browserWalletSdk } from './wallet-sdk';
import { WebCheckoutLibrary } from './web-checkout-library';

/** The checkout library of this browser window. */
export function createWebCheckoutLibrary(win: Window): WebCheckoutLibrary {
  return new WebCheckoutLibrary({
    page: domCheckoutPage(win.document, win),
    timers: BROWSER_TIMERS,
    fetch: (url, init) => win.fetch(url, init),
    wallets: browserWalletSdk(),
    origin: win.location.origin,
    now: () => Date.now(),
    browserFields: () => readBrowserFields(win),
  });
}
