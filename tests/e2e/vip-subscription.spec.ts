import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { VIP_RENEWAL_MAX_ATTEMPTS } from '../../src/domain/payments/vip-renewal';
import { RENEWAL_HOOK_PATH } from '../../server/vip/subscriptions/renewal-test-hook';
import { closeUsers } from './call-helpers';
import { CARDS, expectPayResult, payByCard } from './payment-helpers';
import { shownUid, signInQuick } from './session-helpers';
import { go } from './shell-helpers';

/*
 * VIP as a subscription against the real server: the renewal date on the VIP page, the
 * cancel with its confirm dialog, and a renewal the sandbox declines. A month cannot pass
 * in a test, so the declined renewals are driven through the sandbox's renewal hook
 * (server/vip/subscriptions/renewal-test-hook.ts: mounted only with the sandbox, operator
 * only), which runs the real job's next attempt — the real merchant-initiated charge —
 * as if its due time had come. That VIP then really ends at the period's end is the
 * integration test's (tests/integration/vip-subscription.test.ts, on a manual clock).
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/vip-subscription-shots';

async function subscribeByCard(page: Page, card: string): Promise<void> {
  await go(page, '/pagesPub/vip/index');
  await expect(page.getByTestId('vip-subscribe')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('vip-subscribe').click();
  await payByCard(page, card);
  await expectPayResult(page, 'success');
  await expect(page.getByTestId('payment-successful')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('payment-successful-ok').click();
  // A guest who paid is asked to sign in with email (CheckoutHost); not now.
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-prompt')).toHaveCount(0);
}

async function openVipPage(page: Page): Promise<void> {
  await go(page, '/pagesPub/vip/index');
  await expect(page.getByTestId('vip-active')).toBeVisible({ timeout: 15_000 });
}

/** The operator's write header the admin rule asks of every write (server/admin/admin-auth.ts). */
const OPERATOR_WRITE = { 'x-glint-admin': '1' };

async function runNextRenewal(request: APIRequestContext, uid: number): Promise<string> {
  const response = await request.post(RENEWAL_HOOK_PATH, { data: { uid }, headers: OPERATOR_WRITE });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: string }).result;
}

test.describe('VIP subscription', () => {
  test('a subscriber sees the renewal date and price, and cancels: VIP stays to the end of the period', async ({ page }) => {
    await signInQuick(page);
    await subscribeByCard(page, CARDS.succeed);
    await openVipPage(page);
    const panel = page.getByTestId('vip-subscription');
    await expect(panel).toHaveAttribute('data-state', 'renewing');
    await expect(panel).toContainText(/Renews on .+ for \$9\.99/);
    await page.screenshot({ path: `${SHOTS}/renewing.png` });

    // Keeping VIP in the confirm dialog changes nothing.
    await page.getByTestId('vip-cancel').click();
    await page.getByTestId('dialog-cancel').click();
    await expect(panel).toHaveAttribute('data-state', 'renewing');

    await page.getByTestId('vip-cancel').click();
    await expect(page.getByTestId('dialog-confirm')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cancel-dialog.png` });
    await page.getByTestId('dialog-confirm').click();
    await expect(panel).toHaveAttribute('data-state', 'ending');
    await expect(panel).toContainText(/ends on .+ and will not renew/);
    await expect(page.getByTestId('vip-cancel')).toHaveCount(0);
    await expect(page.getByTestId('vip-active')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/ending.png` });

    // Still cancelled after a reload: the server holds it.
    await page.reload();
    await expect(page.getByTestId('vip-subscription')).toHaveAttribute('data-state', 'ending', { timeout: 15_000 });
  });

  test('a renewal the sandbox declines is retried, then VIP ends at the end of the paid period', async ({ page, request }) => {
    await signInQuick(page);
    const uid = await shownUid(page);
    await subscribeByCard(page, CARDS.renewalDecline);

    expect(await runNextRenewal(request, uid)).toBe('declined');
    await openVipPage(page);
    const panel = page.getByTestId('vip-subscription');
    await expect(panel).toHaveAttribute('data-state', 'retrying');
    await expect(panel).toContainText(/Renewal failed, retrying/);
    await page.screenshot({ path: `${SHOTS}/retrying.png` });

    for (let attempt = 2; attempt <= VIP_RENEWAL_MAX_ATTEMPTS; attempt++) expect(await runNextRenewal(request, uid)).toBe('declined');
    await page.reload();
    await expect(panel).toHaveAttribute('data-state', 'ending', { timeout: 15_000 });
    await expect(panel).toContainText(/ends on .+ and will not renew/);
    await expect(page.getByTestId('vip-active')).toBeVisible();
    // No attempt is left: the hook has nothing more to charge.
    expect((await request.post(RENEWAL_HOOK_PATH, { data: { uid }, headers: OPERATOR_WRITE })).status()).toBe(409);
  });
});
