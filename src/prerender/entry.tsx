/**
 * The build-time prerender (scripts/prerender.mjs builds this for Node and calls it): the
 * first screen a signed-out English first visit sees — the sign-in page — rendered to
 * HTML with the same first-paint services as src/main.tsx, so the browser hydrates it
 * instead of painting only after the JavaScript has run.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createI18next } from '../adapters/i18n/create-i18next';
import { createInMemoryPreferences } from '../adapters/i18n/in-memory-preferences';
import { SOURCE_LANGUAGE } from '../application/i18n/languages';
import type { ServiceLookup } from '../application/wiring/token';
import { App } from '../ui/App';
import { createBootServices } from '../application/boot-services';
import { createFirstPaintServices } from './first-paint-services';
import { FRESH_RENDER_ATTRIBUTE, PRERENDERED_SCREEN_KEYS } from './first-screen-keys';
import { holdEarlyTaps } from './early-taps';
import { showsPrerenderedScreen } from './prerendered-screen';
import { staticHashRouter } from './static-hash-router';

export interface PrerenderedFirstScreen {
  /** The markup of #root. */
  readonly html: string;
  /**
   * For <head>: hides that markup before the first paint when this visit's first screen is
   * another one, and holds the taps made on it until the entry script takes it over.
   */
  readonly headScript: string;
  readonly headStyle: string;
}

export async function renderFirstScreen(): Promise<PrerenderedFirstScreen> {
  const boot = createBootServices(createInMemoryPreferences(), [SOURCE_LANGUAGE]);
  // The core never arrives at build time: the page renders as the browser's first paint does.
  const core = new Promise<ServiceLookup>(() => undefined);
  const services = createFirstPaintServices({ boot, mayBeSignedIn: false, core, loadedCore: () => null, thirdPartyReturn: null });
  const { i18n, subscription } = await createI18next(boot.language);
  try {
    const html = renderToString(
      <StrictMode>
        <App services={services} i18n={i18n} Router={staticHashRouter(PRERENDERED_SCREEN_KEYS.loginPath)} />
      </StrictMode>,
    );
    const check = `(${showsPrerenderedScreen.toString()})(window,${JSON.stringify(PRERENDERED_SCREEN_KEYS)})`;
    return {
      html,
      headScript: `if(!${check})document.documentElement.setAttribute(${JSON.stringify(FRESH_RENDER_ATTRIBUTE)},'');(${holdEarlyTaps.toString()})(window)`,
      headStyle: `html[${FRESH_RENDER_ATTRIBUTE}] #root{display:none}`,
    };
  } finally {
    subscription.unsubscribe();
  }
}
