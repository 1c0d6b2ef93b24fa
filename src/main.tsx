/**
 * The browser's entry: paints the app shell at once and loads the app core in two pieces,
 * each a separate chunk started in its own task (paced by src/composition/start-up-pace.ts):
 * the first screen's features — request layer, session, sign-in — in
 * src/composition/browser-core.ts, then every other feature in browser-features.ts (for
 * someone signed out, only once they tap or type), with the browser's adapters; the views
 * then read its services with useService. The sign-in page is usable before the core has arrived:
 * a chosen method waits for it. The built index.html already holds the sign-in page
 * (scripts/prerender.mjs): when this visit's first screen is that page (signed out,
 * English, the entry or sign-in route) it is hydrated, and the taps its inline script held
 * meanwhile are made again (src/prerender/early-taps.ts); otherwise the root is cleared and
 * rendered from scratch. The only place in src/ besides src/composition and
 * src/prerender that touches adapters (see ARCHITECTURE.md).
 */
import './composition/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18next } from './adapters/i18n/create-i18next';
import { createLocalStoragePreferences } from './adapters/i18n/local-storage-preferences';
import { directionOf, SOURCE_LANGUAGE, toLocaleTag } from './application/i18n/languages';
import { createBootSessionViewModel } from './application/session/session-view-model';
import type { ServiceLookup } from './application/wiring/token';
import { coreServicesOf, firstScreenServicesOf } from './composition/core-services';
import { mayHaveStoredSession } from './composition/session-hint';
import { startUpPace } from './composition/start-up-pace';
import { takeThirdPartyReturn } from './composition/third-party-return';
import { createBootServices } from './application/boot-services';
import { releaseEarlyTaps } from './prerender/early-taps';
import { createFirstPaintServices } from './prerender/first-paint-services';
import { FRESH_RENDER_ATTRIBUTE, PRERENDERED_SCREEN_KEYS } from './prerender/first-screen-keys';
import { showsPrerenderedScreen } from './prerender/prerendered-screen';
import { App } from './ui/App';
import type { AppServices } from './ui/app-services';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const preferences = createLocalStoragePreferences();
  // The pseudo-locale is a development tool: a production build never offers it.
  const boot = createBootServices(preferences, navigator.languages, import.meta.env.DEV);
  // Read before takeThirdPartyReturn rewrites the address; the same check as index.html's inline one.
  const prerenderedScreen = root.firstElementChild !== null && showsPrerenderedScreen(window, PRERENDERED_SCREEN_KEYS);
  const thirdPartyReturn = takeThirdPartyReturn(window.location, window.history);
  const mayBeSignedIn = mayHaveStoredSession(localStorageOrNull());
  // The core starts in two pieces, each its own task. First the first screen's features
  // (request layer, session, sign-in): at once for someone possibly signed in (or back from
  // the provider); for someone signed out once the sign-in page has painted and the main
  // thread is idle, so it does not compete with that page — or as soon as they tap or type.
  // Then every other feature: at once too for someone possibly signed in; for someone signed
  // out only once they tap or type, as nothing on the sign-in page needs them.
  const pace = startUpPace(window, mayBeSignedIn || thirdPartyReturn !== null);
  for (const input of ['pointerdown', 'keydown'] as const) document.addEventListener(input, pace.hurry, { capture: true, once: true });
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  if (mayBeSignedIn || thirdPartyReturn !== null) openGate();
  const firstScreenPiece = gate.then(() => import('./composition/browser-core')).then(({ startCore }) => startCore(boot));
  const laterPiece = pace.hurried.then(() => import('./composition/browser-features'));
  const core = Promise.all([firstScreenPiece, laterPiece]).then(async ([container, { completeCore }]) => {
    await pace.nextPiece();
    return completeCore(container);
  });
  let firstScreenCore: ServiceLookup | null = null;
  void firstScreenPiece.then((loaded) => (firstScreenCore = loaded), () => undefined);

  const { i18n } = await createI18next(boot.language, (code) => {
    document.documentElement.lang = toLocaleTag(code);
    document.documentElement.dir = directionOf(code);
  });

  const firstPaint = createFirstPaintServices({ boot, mayBeSignedIn, core: firstScreenPiece, loadedCore: () => firstScreenCore, thirdPartyReturn });
  const element = (services: AppServices) => (
    <StrictMode>
      <App services={services} i18n={i18n} />
    </StrictMode>
  );
  // The prerendered page was made with exactly these first-paint services and texts.
  const hydrate = prerenderedScreen && !mayBeSignedIn && boot.language.language$.getValue() === SOURCE_LANGUAGE;
  let render: (services: AppServices) => void;
  if (hydrate) {
    // The entry route's redirect to the sign-in page, done before the router reads the address, as the markup already shows that page.
    if (window.location.hash !== `#${PRERENDERED_SCREEN_KEYS.loginPath}`) window.history.replaceState(window.history.state, '', `#${PRERENDERED_SCREEN_KEYS.loginPath}`);
    // A transition: React hydrates in slices of a few milliseconds instead of one long task.
    // A tap meanwhile is not lost: React hydrates at once what was tapped, then handles it.
    let reactRoot!: ReturnType<typeof hydrateRoot>;
    startTransition(() => {
      reactRoot = hydrateRoot(root, element(firstPaint));
    });
    render = (services) => reactRoot.render(element(services));
    // The taps index.html's inline script held while this script was on its way, made again now that React listens.
    const earlyTaps = releaseEarlyTaps(window);
    if (earlyTaps.length > 0) pace.hurry();
    for (const tapped of earlyTaps) if (tapped.isConnected && tapped instanceof HTMLElement) tapped.click();
  } else {
    // Taps held on prerendered markup this visit does not show (hidden before the first paint) are dropped with it.
    releaseEarlyTaps(window);
    root.replaceChildren();
    document.documentElement.removeAttribute(FRESH_RENDER_ATTRIBUTE);
    const reactRoot = createRoot(root);
    render = (services) => reactRoot.render(element(services));
    render(firstPaint);
  }
  // Once the first screen is drawn (and, for someone signed out, the main thread is idle).
  void pace.nextPiece().then(openGate);

  // Transitions too: the whole frame re-renders with each piece's services, in slices.
  void firstScreenPiece.then(
    (loaded) => startTransition(() => render({ ...firstPaint, ...firstScreenServicesOf(loaded) })),
    () => undefined,
  );
  core.then(
    (loaded) => startTransition(() => render({ ...firstPaint, ...coreServicesOf(loaded) })),
    () => {
      // A chunk did not arrive (offline). With the first screen's piece up, the tap that asked for the rest gets its own
      // answer (a failed sign-in says so) and an offline toast would cover it; without it, say so and keep the sign-in page usable.
      if (firstScreenCore !== null) return;
      boot.toast.show({ key: 'shell.offline' });
      render({ ...firstPaint, session: createBootSessionViewModel(false) });
    },
  );
}

void start();
