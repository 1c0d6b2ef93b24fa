import { expect, test } from './fixtures';
import { admin, shownUid, signInQuick } from './session-helpers';

test.describe('app lifecycle', () => {
  test.afterEach(async () => {
    await admin('maintenance', 'off');
  });

  test('maintenance on → popup with the operator text (sanitized) and a countdown → off → the app resumes', async ({ page, cspGuard }) => {
    // The operator text carries an onerror handler on purpose: Chromium reports the policy refusing it while the sanitizer parses it (it never runs either way).
    cspGuard.allow(/inline event handler|script-src-attr/);
    await page.clock.install();
    await signInQuick(page);
    await admin('maintenance', 'on', '--minutes', '10', '--message', '<p>Back <b>soon</b><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script></p>');

    // The next call answers with the maintenance response: the tab change refreshes nothing, a reload does.
    await page.reload();
    const popup = page.getByTestId('maintenance-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('b')).toHaveText('soon');
    await expect(popup.locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    await expect(page.getByTestId('maintenance-countdown')).toHaveText(/^00:(09|10):\d\d$/);
    const before = await page.getByTestId('maintenance-countdown').textContent();
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId('maintenance-countdown')).not.toHaveText(before!);
    // Not dismissable: Escape and a tap on the mask leave it open.
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await expect(popup).toBeVisible();

    await admin('maintenance', 'off');
    // The popup polls /monitor/maintain every 60 s.
    await page.clock.fastForward(61_000);
    await expect(popup).toBeHidden();
    expect(await shownUid(page)).toBeGreaterThan(0);
  });

  test('checks again on demand while under maintenance and stays locked until it is over', async ({ page }) => {
    await signInQuick(page);
    await admin('maintenance', 'on', '--minutes', '5');
    await page.reload();
    const popup = page.getByTestId('maintenance-popup');
    await expect(popup).toContainText('Glint is down for maintenance');
    await page.getByTestId('maintenance-check').click();
    await expect(popup).toBeVisible();
    await admin('maintenance', 'off');
    await page.getByTestId('maintenance-check').click();
    await expect(popup).toBeHidden();
  });

  test('a banned account is signed out and sees the banned alert with the reason when it signs in again', async ({ page }) => {
    await signInQuick(page);
    const uid = await shownUid(page);
    await admin('user', 'ban', String(uid), '--reason', 'spam');
    await page.reload();
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
    await page.getByTestId('login-quick').click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Account suspended');
    await expect(alert).toContainText('spam');
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
    await admin('user', 'unban', String(uid));
  });
});
