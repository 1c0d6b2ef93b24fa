import { expect, test } from './fixtures';
import { registerWithEmail, signInQuick, uniqueEmail } from './session-helpers';

test.describe('tourists', () => {
  test('a guest tapping an element that needs login gets the login prompt instead', async ({ page }) => {
    await signInQuick(page);
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-vip').click();
    const prompt = page.getByTestId('login-prompt');
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/me\/index$/);
    await page.getByTestId('login-prompt-email').click();
    await expect(page).toHaveURL(/#\/pages\/login\/email$/);
    await expect(prompt).toBeHidden();
  });

  test('the Me sign-in button of a guest opens the same prompt', async ({ page }) => {
    await signInQuick(page);
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-sign-in').click();
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-prompt')).toBeHidden();
  });

  test('a registered user goes straight through', async ({ page }) => {
    await registerWithEmail(page, uniqueEmail('member'), 'member-pass-1');
    await page.getByTestId('tab-me').click();
    await expect(page.getByTestId('me-sign-in')).toHaveCount(0);
    await page.getByTestId('me-vip').click();
    await expect(page).toHaveURL(/#\/pagesPub\/vip\/index$/);
    await expect(page.getByTestId('login-prompt')).toHaveCount(0);
  });
});
