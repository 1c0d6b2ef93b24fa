import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { CARDS, expectPayResult, payByCard } from './payment-helpers';
import { signInQuick } from './session-helpers';
import { chooseLanguage, go, restingShot } from './shell-helpers';
import { MATCH_PRICE, VIP_MATCH_DISCOUNT } from '../../src/domain/constants';
import { seriousViolations } from './axe';

/*
 * The wallet against the real server (DEMO_HOSTS=0): the balance page and sheet, free
 * coins, VIP by card through the checkout's screens, and the unpaid discount popup a
 * failed payment schedules. Test cards are the sandbox's.
 */

test.afterEach(closeUsers);

/** server/payments/free-coins.ts: FREE_COINS_PER_CLAIM. */
const FREE_COINS = 20;
const SHOTS = 'test-results/wallet-shots';

async function openBalancePage(page: Page): Promise<void> {
  await go(page, '/pagesPub/balance/coins');
  await expect(page.getByTestId('package-item').first()).toBeVisible({ timeout: 15_000 });
}

async function shownBalance(page: Page, testId = 'balance-value'): Promise<number> {
  const value = page.getByTestId(testId);
  await expect(value).toHaveAttribute('data-value', /^\d+$/);
  return Number(await value.getAttribute('data-value'));
}

/** Serious or critical axe findings on what is on screen now. */

/** A declined card payment for the first package of the balance page, ending on the failed result page. */
async function failOnePayment(page: Page): Promise<void> {
  await openBalancePage(page);
  await page.getByTestId('package-item').first().click();
  await payByCard(page, CARDS.declined);
  await expectPayResult(page, 'failed');
}

test.describe('wallet', () => {
  test('claiming free coins raises the balance and shows the mm:ss wait, which counts down', async ({ page }) => {
    await signInQuick(page);
    await openBalancePage(page);
    const before = await shownBalance(page);
    await page.getByTestId('free-coins-claim').click();
    await expect.poll(() => shownBalance(page)).toBe(before + FREE_COINS);
    const cooldown = page.getByTestId('free-coins-cooldown');
    await expect(cooldown).toContainText(/\d{2}:\d{2}/);
    await expect(page.getByTestId('free-coins-claim')).toHaveCount(0);
    const first = Number(await cooldown.getAttribute('data-seconds'));
    await expect.poll(async () => Number(await cooldown.getAttribute('data-seconds')), { timeout: 5_000 }).toBeLessThan(first);
    // The Me tab follows.
    await go(page, '/pages/me/index');
    await expect.poll(() => shownBalance(page)).toBe(before + FREE_COINS);
  });

  test('the balance page lists packages, hot ones two per row, and a picked package opens the pay-method sheet', async ({ page }) => {
    await signInQuick(page);
    await openBalancePage(page);
    const rows = page.locator('.package-grid__row');
    for (const row of await rows.all()) expect(await row.getByTestId('package-item').count()).toBeLessThanOrEqual(2);
    expect(await page.getByTestId('package-item').count()).toBeGreaterThan(2);
    await expect(page.getByTestId('vip-open')).toBeVisible();
    await page.getByTestId('package-item').first().click();
    await expect(page.getByTestId('pay-method-sheet')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('pay-method-card')).toBeVisible();
  });

  test('a recharge-open button opens the balance sheet over the page, with its own balance and packages', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await go(a.page, `/pagesMsg/chat/index?uid=${b.uid}`);
    await a.page.getByTestId('gift-open').click();
    await a.page.getByTestId('recharge-open').click();
    const sheet = a.page.getByTestId('balance-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('package-item').first()).toBeVisible({ timeout: 15_000 });
    await shownBalance(a.page, 'balance-sheet-value');
    await sheet.getByTestId('package-item').first().click();
    await expect(a.page.getByTestId('pay-method-sheet')).toBeVisible({ timeout: 15_000 });
  });

  test('subscribing to VIP by card shows the VIP badge on Me and hides the VIP offer', async ({ page }) => {
    await signInQuick(page);
    await go(page, '/pagesPub/vip/index');
    await expect(page.getByTestId('vip-subscribe')).toBeVisible({ timeout: 15_000 });
    // The agreement is required.
    await page.getByTestId('vip-agree').uncheck();
    await page.getByTestId('vip-subscribe').click();
    await expect(page.getByTestId('dialog-confirm')).toBeVisible();
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('pay-method-sheet')).toHaveCount(0);
    await page.getByTestId('vip-agree').check();
    await page.getByTestId('vip-subscribe').click();
    await payByCard(page, CARDS.succeed);
    await expectPayResult(page, 'success');
    await expect(page.getByTestId('payment-successful')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('payment-successful-ok').click();
    await go(page, '/pages/me/index');
    await expect(page.getByTestId('me-vip-badge')).toBeVisible({ timeout: 15_000 });
    await openBalancePage(page);
    await expect(page.getByTestId('vip-open')).toHaveCount(0);
  });

  test('a VIP member sees the half-price match on the Match tab', async ({ page }) => {
    await signInQuick(page);
    await go(page, '/pages/match/index');
    await expect(page.getByTestId('match-price')).toHaveAttribute('data-coins', String(MATCH_PRICE));
    await go(page, '/pagesPub/vip/index');
    await page.getByTestId('vip-subscribe').click();
    await payByCard(page, CARDS.succeed);
    await expectPayResult(page, 'success');
    await go(page, '/pages/match/index');
    await expect(page.getByTestId('match-price')).toHaveAttribute('data-coins', String(MATCH_PRICE * VIP_MATCH_DISCOUNT));
    await expect(page.getByTestId('match-price')).toContainText(`${MATCH_PRICE * VIP_MATCH_DISCOUNT} coins per match`);
  });

  test('a failed payment schedules the unpaid discount popup 2 s after leaving the result, and not again within 5 minutes', async ({ page }) => {
    await signInQuick(page);
    await failOnePayment(page);
    await go(page, '/pages/me/index');
    const left = Date.now();
    const popup = page.getByTestId('discount-popup');
    // Debounced: nothing for the first second and more.
    await page.waitForTimeout(1_200);
    await expect(popup).toHaveCount(0);
    await expect(popup).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - left).toBeGreaterThanOrEqual(2_000);
    await expect(page.locator('.discount')).toHaveAttribute('data-kind', 'discountUnpaid');
    const countdown = page.getByTestId('discount-countdown');
    const first = Number(await countdown.getAttribute('data-seconds'));
    await expect.poll(async () => Number(await countdown.getAttribute('data-seconds')), { timeout: 5_000 }).toBeLessThan(first);
    // X asks first; giving up closes it.
    await page.getByTestId('discount-close').click();
    await page.getByTestId('dialog-cancel').click();
    await expect(popup).toHaveCount(0);

    // A second failure within 5 minutes: no popup.
    await failOnePayment(page);
    await go(page, '/pages/me/index');
    await page.waitForTimeout(4_000);
    await expect(popup).toHaveCount(0);
  });
});

test.describe('wallet states', () => {
  test('offline, the balance page says so with a retry that loads the packages once back online', async ({ page, context }) => {
    await signInQuick(page);
    await openBalancePage(page);
    await go(page, '/pages/me/index');
    await context.setOffline(true);
    await go(page, '/pagesPub/balance/coins');
    await expect(page.getByTestId('wallet-offline')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/balance-offline-en.png` });
    await context.setOffline(false);
    await page.getByTestId('wallet-offline').getByRole('button').click();
    await expect(page.getByTestId('package-item').first()).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('wallet screenshots', () => {
  // Two users, a payment and five axe runs per language on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });
  for (const lang of ['en', 'ar'] as const) {
    test(`balance page and sheet, VIP page and sheet, stay dialog and the unpaid popup in ${lang}`, async ({ browser }) => {
      const { page } = await newUser(browser);
      const other = await apiGuest();
      if (lang === 'ar') await chooseLanguage(page, 'ar');
      await go(page, `/pagesMsg/chat/index?uid=${other.uid}`);
      await page.getByTestId('gift-open').click();
      await page.getByTestId('recharge-open').click();
      await expect(page.getByTestId('balance-sheet').getByTestId('package-item').first()).toBeVisible({ timeout: 15_000 });
      await restingShot(page, `${SHOTS}/balance-sheet-${lang}.png`);
      expect(await seriousViolations(page), 'balance-sheet').toEqual([]);
      await page.getByTestId('balance-sheet').locator('.sheet__header button').click();
      await expect(page.getByTestId('balance-sheet')).toHaveCount(0);
      await openBalancePage(page);
      await page.screenshot({ path: `${SHOTS}/balance-${lang}.png`, fullPage: true });
      expect(await seriousViolations(page), 'balance').toEqual([]);
      await page.getByTestId('free-coins-claim').click();
      await expect(page.getByTestId('free-coins-cooldown')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/balance-cooldown-${lang}.png` });
      await page.getByTestId('vip-open').click();
      await expect(page.getByTestId('vip-subscribe')).toBeVisible();
      await restingShot(page, `${SHOTS}/vip-sheet-${lang}.png`);
      expect(await seriousViolations(page), 'vip-sheet').toEqual([]);
      await page.getByTestId('vip-sheet').locator('.sheet__header button').click();
      await expect(page.getByTestId('dialog-confirm')).toBeVisible();
      await restingShot(page, `${SHOTS}/vip-stay-${lang}.png`);
      await page.getByTestId('dialog-cancel').click();
      await go(page, '/pagesPub/vip/index');
      await expect(page.getByTestId('vip-subscribe')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/vip-page-${lang}.png`, fullPage: true });
      expect(await seriousViolations(page), 'vip-page').toEqual([]);
      await failOnePayment(page);
      await go(page, '/pages/me/index');
      await expect(page.getByTestId('discount-popup')).toBeVisible({ timeout: 8_000 });
      await restingShot(page, `${SHOTS}/discount-unpaid-${lang}.png`);
      expect(await seriousViolations(page), 'discount-unpaid').toEqual([]);
    });
  }
});
