import { expect, test, type Page } from './fixtures';
import { chooseLanguage, go, restingShot } from './shell-helpers';
import { CARDS, expectPayResult, payWith } from './payment-helpers';
import { signInQuick } from './session-helpers';

/*
 * Buying coins by card against the mounted sandbox provider, through the app's own
 * screens: the balance page's package, the coins-payment page (also opened by its route,
 * with the package in its query), the 3-D Secure overlay, the wait page, the result page, the pay-method sheet (on
 * repay: a phone's browser is routed to it) and the payment-successful popup. The test
 * cards are the sandbox's (server/payments/sandbox-provider/test-cards.ts).
 */

/** coins_300 by card: 300 coins, 30 bonus, 30 more for paying by card (server/payments/catalogue.ts). */
const PACKAGE = { goodsId: 'coins_300', creditedByCard: 360 } as const;

const SHOTS = 'test-results/payment-shots';

async function balance(page: Page): Promise<number> {
  await go(page, '/pages/me/index');
  const value = page.getByTestId('balance-value');
  await expect(value).toHaveAttribute('data-value', /^\d+$/);
  return Number(await value.getAttribute('data-value'));
}

async function openPackage(page: Page): Promise<void> {
  await go(page, `/pages/payment/coins-payment?product_id=${PACKAGE.goodsId}&product_type=1&origin=101`);
  await expect(page.getByTestId('card-number')).toBeVisible();
}

async function closeSuccess(page: Page): Promise<void> {
  await expect(page.getByTestId('payment-successful')).toBeVisible();
  await page.getByTestId('payment-successful-ok').click();
  await expect(page.getByTestId('payment-successful')).toHaveCount(0);
}

test.describe('buying coins by card', () => {
  test('the success card credits the package, its bonus and the card bonus', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await openPackage(page);
    await payWith(page, CARDS.succeed);
    await expectPayResult(page, 'success');
    await expect(page.getByTestId('payment-successful-coins')).toHaveAttribute('data-value', String(PACKAGE.creditedByCard));
    await closeSuccess(page);
    await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
  });

  test('from the balance page: a package, the pay-method sheet, the card form, success', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await go(page, '/pagesPub/balance/coins');
    await page.locator(`[data-testid="package-item"][data-goods-id="${PACKAGE.goodsId}"]`).first().click();
    const card = page.getByTestId('pay-method-card');
    await expect(card).toContainText(`${PACKAGE.creditedByCard}`);
    await card.click();
    await payWith(page, CARDS.succeed);
    await expectPayResult(page, 'success');
    await closeSuccess(page);
    await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
  });

  test('the form explains a mistyped card inline and sends nothing', async ({ page }) => {
    await signInQuick(page);
    await openPackage(page);
    let orders = 0;
    page.on('request', (request) => {
      if (request.url().includes('/sandbox-pay/v1/payments')) orders += 1;
    });
    await page.getByTestId('card-number').fill('4242 4242 4242 4241');
    await page.getByTestId('card-expiry').fill('0120');
    await page.getByTestId('card-submit').click();
    await expect(page.getByTestId('card-number-error')).toHaveText('Invalid card number format');
    await expect(page.getByTestId('card-expiry-error')).toHaveText('The expiry date must be later than the current date');
    await expect(page.getByTestId('card-cvc-error')).toHaveText('Please enter the security code');
    await expect(page.getByTestId('card-first-name-error')).toBeVisible();
    expect(orders).toBe(0);
  });

  test('3-D Secure approved in the challenge overlay succeeds', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await openPackage(page);
    await payWith(page, CARDS.challenge);
    const challenge = page.frameLocator('[data-testid="pay-challenge"] iframe');
    await challenge.getByTestId('challenge-approve').click();
    await expectPayResult(page, 'success');
    await closeSuccess(page);
    await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
  });

  test('3-D Secure denied fails; paying again through the pay-method sheet succeeds', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await openPackage(page);
    await payWith(page, CARDS.challenge);
    await page.frameLocator('[data-testid="pay-challenge"] iframe').getByTestId('challenge-deny').click();
    await expectPayResult(page, 'failed');
    await page.getByTestId('pay-repay').click();
    // A phone's browser is routed to the pay-method sheet (/order/check answers 3).
    await page.getByTestId('pay-method-card').click();
    await expect(page.getByTestId('card-number')).toBeVisible();
    await payWith(page, CARDS.succeed);
    await expectPayResult(page, 'success');
    await closeSuccess(page);
    await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
  });

  test('the hidden data-collection step (gather) runs in the background and the payment succeeds', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await openPackage(page);
    await payWith(page, CARDS.gather);
    await expectPayResult(page, 'success');
    await closeSuccess(page);
    await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
  });

  test('a pending payment shows the wait page until its payment event says success', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await openPackage(page);
    await payWith(page, CARDS.pending);
    await expect(page.getByTestId('payment-wait')).toBeVisible();
    await expectPayResult(page, 'success');
    await closeSuccess(page);
    await expect.poll(() => balance(page)).toBe(before + PACKAGE.creditedByCard);
  });

  test('a declined card fails and credits nothing', async ({ page }) => {
    await signInQuick(page);
    const before = await balance(page);
    await openPackage(page);
    await payWith(page, CARDS.declined);
    await expectPayResult(page, 'failed');
    await expect(page.getByTestId('pay-result')).toContainText('Card declined');
    await page.getByTestId('pay-result-done').click();
    expect(await balance(page)).toBe(before);
  });
});

test.describe('payment screens', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`every payment screen on a phone, ${lang}`, async ({ page }) => {
      await signInQuick(page);
      if (lang === 'ar') await chooseLanguage(page, 'ar');
      await openPackage(page);
      await page.getByTestId('card-number').fill('4242 4242 4242 4241');
      await page.getByTestId('card-submit').click();
      await expect(page.getByTestId('card-number-error')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/coins-payment-errors-${lang}.png` });
      await payWith(page, CARDS.declined);
      await expectPayResult(page, 'failed');
      await page.screenshot({ path: `${SHOTS}/pay-result-failed-${lang}.png` });
      await page.getByTestId('pay-repay').click();
      await expect(page.getByTestId('pay-method-card')).toBeVisible();
      await restingShot(page, `${SHOTS}/pay-method-sheet-${lang}.png`);
      await page.getByTestId('pay-method-card').click();
      await payWith(page, CARDS.challenge);
      await expect(page.frameLocator('[data-testid="pay-challenge"] iframe').getByTestId('challenge-approve')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/challenge-${lang}.png` });
      await page.getByTestId('pay-challenge-close').click();
      await expectPayResult(page, 'cancelled');
      await page.screenshot({ path: `${SHOTS}/pay-result-cancelled-${lang}.png` });
      await page.getByTestId('pay-repay').click();
      await page.getByTestId('pay-method-card').click();
      await payWith(page, CARDS.pending);
      await expect(page.getByTestId('payment-wait')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/payment-wait-${lang}.png` });
      await expectPayResult(page, 'success');
      await expect(page.getByTestId('payment-successful')).toBeVisible();
      await restingShot(page, `${SHOTS}/payment-successful-${lang}.png`);
      await closeSuccess(page);
      await page.screenshot({ path: `${SHOTS}/pay-result-success-${lang}.png` });
      // A guest is asked to sign in after paying (000 §4); closed, the card that paid is remembered, masked.
      await page.keyboard.press('Escape');
      await openPackage(page);
      await expect(page.getByTestId('card-history-item')).toHaveText(['400000 •••• 0077']);
      await page.screenshot({ path: `${SHOTS}/coins-payment-history-${lang}.png` });
    });
  }
});
