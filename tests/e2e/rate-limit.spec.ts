import { SIGN_IN_LIMIT } from '../../server/rate-limits/rate-limit-policy';
import { expect, test } from './fixtures';
import { dismissWelcomeGift } from './session-helpers';

test.describe('rate limits', () => {
  test('a person whose address just flooded sign-in is told to wait, and gets in once the wait is over', async ({ page, request }) => {
    await page.goto('/#/pages/login/index');
    // A burst window opens at an address's first sign-in after the last window lapsed: one
    // that earlier specs opened could close between the flood and the tap (the CI flake), so
    // let it lapse first and the flood opens a fresh one.
    await page.waitForTimeout(SIGN_IN_LIMIT.burst.windowMs);
    // A script on the same machine uses up the sign-in burst (junk bodies count as much as real ones).
    await Promise.all(Array.from({ length: SIGN_IN_LIMIT.burst.max + 1 }, () => request.post('/api/login/handle', { data: 'junk' })));

    await page.getByTestId('login-quick').click();

    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(/^Too many requests\. Please wait \d+ s and try again\.$/);
    await page.screenshot({ path: 'test-results/e2e/rate-limit-toast.png' });
    // The burst window is short: trying again after it lets the person in.
    await expect(async () => {
      await page.getByTestId('login-quick').click();
      await expect(page.getByTestId('tab-match')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: SIGN_IN_LIMIT.burst.windowMs + 10_000, intervals: [2_000] });
    await dismissWelcomeGift(page);
  });
});
