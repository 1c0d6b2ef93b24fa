import { expect, test, type Page } from './fixtures';
import { admin, dismissWelcomeGift } from './session-helpers';
import { chooseLanguage, go, openApp, TAB_PATHS } from './shell-helpers';
import { seriousViolations } from './axe';

const SCREENS = [
  ...TAB_PATHS,
  '/pagesPub/my/setting',
  '/pagesPub/my/language',
  '/pagesPub/my/general',
  '/pagesPub/my/about-us',
  '/pages/login/index',
  '/pages/login/email',
  '/pages/login/forgot-password',
  '/pagesLogin/profile/profile',
  '/pagesPub/privacy/privacy-policy',
  '/pagesPub/vip/index',
  '/no/such/page',
];

test.describe('accessibility', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`finds no serious or critical axe violations on the built screens (${language})`, async ({ page }) => {
      await openApp(page, '/pages/me/index');
      if (language !== 'en') await chooseLanguage(page, language);
      for (const screen of SCREENS) {
        await go(page, screen);
        await expect(page.locator('h1').first()).toBeVisible();
        // Let entrance transitions finish so contrast is measured on the final colours.
        await page.waitForTimeout(350);
        expect(await seriousViolations(page), screen).toEqual([]);
      }
    });
  }

  test('finds no serious violations on the sign-in page before any session, the welcome gift, nor on Me after sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('login-quick')).toBeEnabled();
    await page.waitForTimeout(350);
    expect(await seriousViolations(page), 'sign-in').toEqual([]);
    await page.getByTestId('login-quick').click();
    await expect(page.getByTestId('welcome-gift')).toBeVisible();
    await page.waitForTimeout(350);
    expect(await seriousViolations(page), 'welcome gift').toEqual([]);
    await dismissWelcomeGift(page);
    await page.getByTestId('tab-me').click();
    await expect(page.getByTestId('me-uid')).toHaveAttribute('data-value', /^\d+$/);
    await page.waitForTimeout(350);
    expect(await seriousViolations(page), 'me').toEqual([]);
  });

  test('finds no serious violations with the login prompt or the maintenance popup open', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await page.getByTestId('me-vip').click();
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await page.waitForTimeout(350);
    expect(await seriousViolations(page), 'login prompt').toEqual([]);
    await page.keyboard.press('Escape');
    await admin('maintenance', 'on', '--minutes', '3');
    try {
      await page.reload();
      await expect(page.getByTestId('maintenance-popup')).toBeVisible();
      await page.waitForTimeout(350);
      expect(await seriousViolations(page), 'maintenance').toEqual([]);
    } finally {
      await admin('maintenance', 'off');
    }
  });

  test('finds no serious violations with the confirm dialog open', async ({ page }) => {
    await openApp(page, '/pagesPub/my/setting');
    await page.getByTestId('settings-logout').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.waitForTimeout(350);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('reaches the language page from settings with the keyboard alone', async ({ page }) => {
    await openApp(page, '/pagesPub/my/setting');
    const target = page.getByTestId('settings-language');
    for (let i = 0; i < 10 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/pagesPub\/my\/language$/);
    const spanish = page.locator('[data-testid="language-option"][data-lang="es"]');
    await spanish.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('names every button and link for screen readers on the Me page', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('button, a[href]')]
        .filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title')))
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });
});
