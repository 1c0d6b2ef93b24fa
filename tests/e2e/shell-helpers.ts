import { expect, type Page } from './fixtures';
import { signInQuick } from './session-helpers';

/** Every route of spec 000 §2 and 001 §2 besides the tab pages (the tests do not read the route table on purpose). */
export const SPEC_ROUTES = [
  '/pages/login/index',
  '/pages/login/email',
  '/pages/login/forgot-password',
  '/pagesLogin/profile/profile',
  '/pages/match/matching',
  '/pages/video-call/index',
  '/pages/video-call/call-end',
  '/pages/user-home-page/index',
  '/pages/payment/coins-payment',
  '/pages/payment/pay-result',
  '/pages/payment/payment-wait',
  '/pages/game-iframe/index',
  '/pagesPub/balance/coins',
  '/pagesPub/vip/index',
  '/pagesPub/point/point',
  '/pagesPub/call-list/list',
  '/pagesPub/ranking-list/ranking-list',
  '/pagesPub/privacy/privacy-policy',
  '/pagesPub/privacy/privacy-policy-ar',
  '/pagesPub/privacy/privacy-policy-es',
  '/pagesPub/privacy/terms-of-service',
  '/pagesPub/privacy/terms-of-service-ar',
  '/pagesPub/privacy/terms-of-service-es',
  '/pagesMsg/chat/index',
  '/pagesMsg/chatAss/index',
  '/pagesPub/set/feedback',
  '/pagesPub/my/feedback',
  '/pagesPub/my/report',
  '/pagesPub/my/blocked-list',
  '/pagesPub/edit/edit-profile',
  '/pagesPub/edit/age',
  '/pagesPub/edit/nickname',
  '/pagesPub/edit/country',
  '/pagesPub/edit/about-me',
  '/pagesPub/edit/video-show',
  '/pagesPub/edit/publish-moment',
  '/pagesPub/my/my-followings',
  '/pagesPub/my/language',
  '/pagesPub/my/bind-email',
  '/pagesPub/my/email',
  '/pagesPub/my/modify-email',
  '/pagesPub/my/setting',
  '/pagesPub/my/general',
  '/pagesPub/my/about-us',
  '/pagesLive/index',
  '/pagesLive/live-end',
] as const;

export const TAB_PATHS = ['/pages/match/index', '/pages/discover/index', '/pages/message/index', '/pages/me/index'] as const;

/**
 * Opens the app on a route and waits until its page heading is on screen — signed in with
 * a fresh guest account unless `signedIn` is false (most screens need a session).
 */
export async function openApp(page: Page, route = '/', { signedIn = true }: { signedIn?: boolean } = {}): Promise<void> {
  if (signedIn) await signInQuick(page);
  await page.goto(route === '/' ? '/' : `/#${route}`);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** Moves inside the already running app (a hash change, no reload). */
export async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await expect(page).toHaveURL(new RegExp(`#${route.replace(/[?.]/g, '\\$&')}$`));
}

/** Chooses an interface language on the language page, as a user would. */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  await go(page, '/pagesPub/my/language');
  await page.locator(`[data-testid="language-option"][data-lang="${code}"]`).click();
  await expect(page.locator(`[data-testid="language-option"][data-lang="${code}"]`)).toHaveAttribute('aria-pressed', 'true');
}

/** A one-finger horizontal swipe on the current page, as touch events (the shell listens for touches). */
export async function swipe(page: Page, fromX: number, toX: number, y = 400): Promise<void> {
  // The page may still be loading its chunk right after a navigation.
  await expect(page.locator('.page')).toHaveCount(1);
  await page.evaluate(
    ({ fromX: startX, toX: endX, y: atY }) => {
      const target = document.querySelector('.page')!;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: atY });
      const send = (type: string, x: number) => {
        const t = touch(x);
        const active = type === 'touchend' ? [] : [t];
        target.dispatchEvent(new TouchEvent(type, { touches: active, changedTouches: [t], bubbles: true, cancelable: true }));
      };
      send('touchstart', startX);
      for (let step = 1; step <= 5; step += 1) send('touchmove', startX + ((endX - startX) * step) / 5);
      send('touchend', endX);
    },
    { fromX, toX, y },
  );
}

/**
 * A screenshot of the resting screen without sleeping through its transitions: every popup
 * has finished opening (or closing: it is gone), and the screenshot itself runs the CSS
 * transitions and animations still playing to their end.
 */
export async function restingShot(page: Page, file: string): Promise<void> {
  await expect(page.locator('.popup:not(.popup--open)')).toHaveCount(0);
  await page.screenshot({ path: file, animations: 'disabled' });
}
