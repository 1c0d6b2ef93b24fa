import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { admin, dismissWelcomeGift } from './session-helpers';
import { chooseLanguage, go, openApp, restingShot } from './shell-helpers';

/** Every screen this work built, saved as PNGs (phone viewport) for a human to look at. */
const SCREENS: readonly [name: string, route: string][] = [
  ['tab-match', '/pages/match/index'],
  ['tab-discover', '/pages/discover/index'],
  ['tab-message', '/pages/message/index'],
  ['tab-me', '/pages/me/index'],
  ['settings', '/pagesPub/my/setting'],
  ['general', '/pagesPub/my/general'],
  ['about-us', '/pagesPub/my/about-us'],
  ['language', '/pagesPub/my/language'],
  ['login', '/pages/login/index'],
  ['login-email', '/pages/login/email?email=mila%40example.com'],
  ['forgot-password', '/pages/login/forgot-password'],
  ['profile-completion', '/pagesLogin/profile/profile'],
  ['privacy-policy', '/pagesPub/privacy/privacy-policy'],
  ['terms-of-service', '/pagesPub/privacy/terms-of-service'],
  ['privacy-policy-ar', '/pagesPub/privacy/privacy-policy-ar'],
  ['privacy-policy-es', '/pagesPub/privacy/privacy-policy-es'],
  ['terms-of-service-ar', '/pagesPub/privacy/terms-of-service-ar'],
  ['terms-of-service-es', '/pagesPub/privacy/terms-of-service-es'],
  ['coming-soon', '/pagesPub/ranking-list/ranking-list'],
  ['not-found', '/no/such/page'],
];

const OUT = path.join('test-results', 'screens');

async function shoot(page: Page, name: string): Promise<void> {
  // The resting state, without a 400 ms sleep a shot to wait out the 300 ms entrance transitions.
  const file = path.join(OUT, `${name}.png`);
  await restingShot(page, file);
  expect(fs.statSync(file).size).toBeGreaterThan(5_000);
}

test.describe('screens', () => {
  // Some forty pictures a language, each after its transitions have settled.
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(() => fs.mkdirSync(OUT, { recursive: true }));
  test.afterEach(async () => {
    await admin('maintenance', 'off');
  });

  for (const language of ['en', 'ar'] as const) {
    test(`saves a picture of every built screen (${language})`, async ({ page, context }) => {
      // The first screen, before any session: the welcome page with the login sheet.
      await page.goto('/');
      if (language !== 'en') {
        await go(page, '/pagesPub/my/language');
        await page.locator(`[data-testid="language-option"][data-lang="${language}"]`).click();
        await go(page, '/pages/login/index');
      }
      await expect(page.getByTestId('login-quick')).toBeEnabled();
      await shoot(page, `${language}-welcome`);
      await page.getByTestId('login-agree').uncheck();
      await page.getByTestId('login-quick').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot(page, `${language}-dialog-terms`);
      await page.getByTestId('dialog-cancel').click();
      await page.getByTestId('login-agree').check();

      // A new account's first screen: the welcome gift over the default tab.
      await page.getByTestId('login-quick').click();
      await expect(page.getByTestId('welcome-gift')).toBeVisible();
      await shoot(page, `${language}-welcome-gift`);
      await dismissWelcomeGift(page);

      await go(page, '/pages/me/index');
      await expect(page.getByTestId('me-uid')).toHaveAttribute('data-value', /^\d+$/);
      if (language !== 'en') await chooseLanguage(page, language);
      for (const [name, route] of SCREENS) {
        await go(page, route);
        await expect(page.locator('h1').first()).toBeVisible();
        await shoot(page, `${language}-${name}`);
      }

      // Forgot password, its steps: the code sent to the address, then the new password typed.
      await go(page, '/pages/login/forgot-password?email=mila%40example.com');
      await page.getByTestId('send-code').click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await shoot(page, `${language}-forgot-password-code-sent`);
      await page.getByTestId('code-input').fill('1234');
      await page.getByTestId('new-password-input').fill('second-pass-2');
      await page.getByTestId('confirm-password-input').fill('second-pass-2');
      await shoot(page, `${language}-forgot-password-filled`);

      await go(page, '/pagesLogin/profile/profile');
      await page.getByTestId('profile-country').selectOption('ES');
      await page.getByTestId('profile-sex-female').check();
      await expect(page.getByTestId('profile-country-flag')).toHaveAttribute('style', /background-image/);
      await shoot(page, `${language}-profile-completion-filled`);

      await go(page, '/pages/me/index');
      await page.getByTestId('me-vip').click();
      await expect(page.getByTestId('login-prompt')).toBeVisible();
      await shoot(page, `${language}-login-prompt`);
      await page.keyboard.press('Escape');

      await go(page, '/pagesPub/my/setting');
      await page.getByTestId('settings-logout').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot(page, `${language}-dialog-logout`);
      await page.getByTestId('dialog-cancel').click();

      await go(page, '/pages/login/email');
      await page.getByTestId('email-input').fill('not-an-email');
      await page.getByTestId('password-input').fill('secret-pass-1');
      await page.getByTestId('email-submit').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot(page, `${language}-dialog-email-format`);
      await page.getByTestId('dialog-confirm').click();

      await go(page, '/pages/login/index');
      await context.setOffline(true);
      await page.getByTestId('login-quick').click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await shoot(page, `${language}-toast-login-failed`);
      await context.setOffline(false);

      await admin('maintenance', 'on', '--minutes', '10');
      await page.reload();
      await expect(page.getByTestId('maintenance-popup')).toBeVisible();
      await shoot(page, `${language}-maintenance`);
    });
  }

  test('saves the framed column of a desktop window', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('login-quick')).toBeEnabled();
    await shoot(page, 'en-desktop-welcome');
    await openApp(page, '/pages/me/index');
    await shoot(page, 'en-desktop-me');
    await context.close();
  });
});
