import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { CARDS, expectPayResult } from './payment-helpers';
import { admin, signInQuick } from './session-helpers';
import { go } from './shell-helpers';

/*
 * The redirect card flow (issue #18, 000 §7 /order/create → redirect_url): with the
 * operator's `config set card_checkout '"hosted"'` a card package is paid on the sandbox
 * provider's own page. The app opens the order, the payment-wait page leaves for the
 * provider (its `url`), the provider sends the browser back to the wait page with the order,
 * and the page waits for the order's payment event before the result. The setting is put
 * back after each test, since every spec shares the server.
 */

/** coins_300 by card: 300 coins, 30 bonus, 30 more for paying by card (server/payments/catalogue.ts). */
const PACKAGE = { goodsId: 'coins_300', creditedByCard: 360 } as const;
const SHOTS = 'test-results/payment-redirect-shots';

test.afterEach(async () => {
  await admin('config', 'set', 'card_checkout', '"in_page"');
});

async function balance(page: Page): Promise<number> {
  await go(page, '/pages/me/index');
  const value = page.getByTestId('balance-value');
  await expect(value).toHaveAttribute('data-value', /^\d+$/);
  return Number(await value.getAttribute('data-value'));
}

test('a hosted-checkout package is paid on the provider’s page and the app, back on its wait page, shows the result', async ({ page }) => {
  expect(await admin('config', 'set', 'card_checkout', '"hosted"')).toContain('card_checkout is now "hosted"');
  await signInQuick(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const before = await balance(page);
  await go(page, '/pagesPub/balance/coins');
  await page.locator(`[data-testid="package-item"][data-goods-id="${PACKAGE.goodsId}"]`).first().click();
  await page.getByTestId('pay-method-card').click();

  // The provider's own page, not the app's card form.
  await expect(page).toHaveURL(/\/checkout\/[^/#]+$/, { timeout: 15_000 });
  await page.getByTestId('card-number').fill(CARDS.succeed);
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-first-name').fill('Ann');
  await page.getByTestId('card-last-name').fill('Lee');
  await page.getByTestId('card-submit').click();

  await expect(page).toHaveURL(/#\/pages\/(payment\/payment-wait\?.*order_no=|payment\/pay-result)/, { timeout: 15_000 });
  await expectPayResult(page, 'success');
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/redirect-result-en.png` });
  await page.getByTestId('payment-successful-ok').click();
  await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
});

test('the wait page never leaves for an address a link alone brings', async ({ page }) => {
  await signInQuick(page);
  await go(page, `/pages/payment/payment-wait?url=${encodeURIComponent('https://evil.example/steal')}`);
  await expect(page.getByTestId('payment-wait')).toBeVisible();
  await expect(page).toHaveURL(/payment-wait/);
  expect(page.url()).not.toContain('evil.example/steal?');
  expect(new URL(page.url()).host).not.toBe('evil.example');
});
