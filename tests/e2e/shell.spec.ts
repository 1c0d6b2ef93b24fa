import { expect, test } from './fixtures';
import { go, openApp, SPEC_ROUTES, swipe, TAB_PATHS } from './shell-helpers';

test.describe('app shell', () => {
  test('switches between the four tabs and marks the current one', async ({ page }) => {
    await openApp(page);
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
    const tabs = ['match', 'discover', 'message', 'me'] as const;
    for (const [index, id] of tabs.entries()) {
      await page.getByTestId(`tab-${id}`).click();
      await expect(page).toHaveURL(new RegExp(`#${TAB_PATHS[index]}$`));
      await expect(page.getByTestId(`tab-${id}`)).toHaveAttribute('aria-current', 'page');
      for (const other of tabs.filter((t) => t !== id)) {
        await expect(page.getByTestId(`tab-${other}`)).not.toHaveAttribute('aria-current', 'page');
      }
    }
  });

  test('opens settings from Me and comes back with the back button', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await page.getByTestId('me-settings').click();
    await expect(page).toHaveURL(/#\/pagesPub\/my\/setting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByTestId('nav-back').click();
    await expect(page).toHaveURL(/#\/pages\/me\/index$/);
  });

  test('goes to the default tab when back is pressed on a page opened directly', async ({ page }) => {
    await openApp(page, '/pagesPub/my/about-us');
    await page.getByTestId('nav-back').click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
  });

  test('opens every route of the specification without an error or a blank screen', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openApp(page);
    for (const route of SPEC_ROUTES) {
      await go(page, route);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(page.locator('h1').first(), route).not.toHaveText('');
      await expect(page.getByTestId('not-found'), route).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('answers an unknown route with a not-found page that leads home', async ({ page }) => {
    await openApp(page, '/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
  });

  test('passes query parameters through to the page', async ({ page }) => {
    await openApp(page, '/pages/login/email?email=mila%40example.com', { signedIn: false });
    await expect(page.getByTestId('email-input')).toHaveValue('mila@example.com');
  });

  test('goes back when swiping from the leading edge past the threshold, not before', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await page.getByTestId('me-settings').click();
    await expect(page).toHaveURL(/setting$/);
    await swipe(page, 10, 40); // 30 px: under the 50 px threshold
    await expect(page).toHaveURL(/setting$/);
    await swipe(page, 120, 300); // starts too far from the edge
    await expect(page).toHaveURL(/setting$/);
    await swipe(page, 10, 120);
    await expect(page).toHaveURL(/#\/pages\/me\/index$/);
  });

  test('shows a toast for two seconds when sign-in fails', async ({ page, context }) => {
    await openApp(page, '/pages/login/index', { signedIn: false });
    await expect(page.getByTestId('login-quick')).toBeEnabled();
    await context.setOffline(true);
    await page.getByTestId('login-quick').click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('Login failed. Please try again later');
    await expect(page.locator('[aria-live="polite"]').filter({ has: toast })).toHaveCount(1);
    await expect(toast).toBeHidden({ timeout: 3_500 });
    await context.setOffline(false);
  });

  test('asks for agreement in a confirm dialog that traps focus and closes with Escape', async ({ page }) => {
    await openApp(page, '/pages/login/index', { signedIn: false });
    await page.getByTestId('login-agree').uncheck();
    await page.getByTestId('login-quick').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Tips');
    await expect(page.getByTestId('dialog-confirm')).toBeFocused();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('login-agree')).not.toBeChecked();

    await page.getByTestId('login-quick').click();
    await page.getByTestId('dialog-cancel').click();
    await expect(page.getByTestId('login-agree')).not.toBeChecked();

    await page.getByTestId('login-quick').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('login-agree')).toBeChecked();
  });

  test('logs out from settings after a confirmation, onto the sign-in page', async ({ page }) => {
    await openApp(page, '/pagesPub/my/setting');
    await page.getByTestId('settings-logout').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
    await expect(page.getByTestId('login-quick')).toBeVisible();
  });

  test('puts popups on their spec layer: the confirm dialog at 99999', async ({ page }) => {
    await openApp(page, '/pagesPub/my/setting');
    await page.getByTestId('settings-logout').click();
    await expect(page.locator('[data-layer="confirm"]')).toHaveCSS('z-index', '99999');
  });

  test('shows an offline banner while the network is gone', async ({ page, context }) => {
    await openApp(page, '/pages/me/index');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });

  test('shows the Me page layout with its test ids bound to the signed-in user', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await expect(page.getByTestId('me-nickname')).not.toHaveText('');
    await expect(page.getByTestId('me-uid')).toHaveAttribute('data-value', /^\d+$/);
    await expect(page.getByTestId('balance-value')).toHaveText('0');
  });

  test('shows the client version on the about page', async ({ page }) => {
    await openApp(page, '/pagesPub/my/about-us');
    await expect(page.getByTestId('about-version')).toHaveText(/^Version \d+\.\d+\.\d+$/);
  });
});
