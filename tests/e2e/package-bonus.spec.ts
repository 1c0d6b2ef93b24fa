import { expect, test, type Page } from './fixtures';
import { go } from './shell-helpers';
import { CARDS, expectPayResult, payWith } from './payment-helpers';
import { signInQuick } from './session-helpers';

/*
 * A package's bonuses are kept (issue #11, "money promises kept"): coins_650 comes with 5
 * free matches (server/payments/catalogue.ts); paying for it shows them on the
 * payment-successful popup and raises the free matches the Match tab shows.
 */
const PACKAGE = { goodsId: 'coins_650', freeMatches: 5 } as const;
const SHOTS = 'test-results/payment-shots';

/** The free matches the Match tab shows (it reads /match/info each time it opens). */
async function freeMatches(page: Page): Promise<number> {
  await go(page, '/pages/discover/index');
  await go(page, '/pages/match/index');
  const line = page.getByTestId('match-price');
  await expect(line).toHaveAttribute('data-free', /^\d+$/);
  return Number(await line.getAttribute('data-free'));
}

test('buying a package with bonus matches raises the free matches shown on the Match tab', async ({ page }) => {
  await signInQuick(page);
  const before = await freeMatches(page);

  await go(page, `/pages/payment/coins-payment?product_id=${PACKAGE.goodsId}&product_type=1&origin=101`);
  await expect(page.getByTestId('card-number')).toBeVisible();
  await payWith(page, CARDS.succeed);
  await expectPayResult(page, 'success');
  const bonus = page.locator('[data-testid="payment-successful-bonus"][data-kind="match"]');
  await expect(bonus).toHaveAttribute('data-value', String(PACKAGE.freeMatches));
  await expect(bonus).toHaveText(`+${PACKAGE.freeMatches} free matches`);
  await page.screenshot({ path: `${SHOTS}/payment-successful-bonus.png` });
  await page.getByTestId('payment-successful-ok').click();

  await expect.poll(() => freeMatches(page), { timeout: 15_000 }).toBe(before + PACKAGE.freeMatches);
  await expect(page.getByTestId('match-price')).toContainText(`${before + PACKAGE.freeMatches}`);
});
