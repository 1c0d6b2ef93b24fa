import { devices, expect, test, type Page } from './fixtures';
import { dismissWelcomeGift } from './session-helpers';
import { go } from './shell-helpers';

/*
 * In-app purchase inside the native shell (000 §4 route 2, bridge actions 2, 3, 4), with a
 * fake Android shell: its store purchase asks the sandbox store for a signed receipt for
 * the order's account token (`tran_no`), as a real store would sign one.
 */

interface PostedMessage {
  readonly id: number;
  readonly action: number;
  readonly data?: Record<string, unknown>;
}

/** The shell adds GlintApp/<version> to the WebView's user agent: /order/check routes it to the store (2). */
test.use({ userAgent: `${devices['Pixel 7'].userAgent} GlintApp/1.0.0` });

async function installFakeShell(page: Page, storeAnswer: 'buy' | 'cancel'): Promise<void> {
  await page.addInitScript((answer) => {
    const posted: unknown[] = [];
    (window as unknown as { __posted: unknown[] }).__posted = posted;
    const reply = (body: unknown) =>
      setTimeout(() => (window as unknown as { glintNativeReceive(json: string): void }).glintNativeReceive(JSON.stringify(body)), 0);
    (window as unknown as { GlintNative: { postMessage(json: string): void } }).GlintNative = {
      postMessage(json: string) {
        const message = JSON.parse(json) as { id: number; action: number; data?: { path?: string; product_id?: string; tran_no?: string } };
        posted.push(message);
        switch (message.action) {
          case 1:
            return reply({ id: message.id, ok: true, data: 'iap-shell-device-0123456789abcdef' });
          case 2:
            if (answer === 'cancel') return reply({ id: message.id, ok: false, error: { code: 'SKErrorPaymentCancelled', cancelled: true } });
            void fetch('/sandbox-pay/iap/purchase', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ product_id: message.data?.product_id, app_account_token: message.data?.tran_no }),
            })
              .then((response) => response.json() as Promise<{ receipt_data: string; transaction_id: string }>)
              .then((store) => reply({ id: message.id, ok: true, data: { sku: message.data?.product_id, ...store } }));
            return undefined;
          case 3:
            return reply({ id: message.id, ok: true, data: null });
          case 4:
            return reply({ id: message.id, ok: true, data: [] });
          case 5:
            return reply({ id: message.id, ok: true, data: {} });
          case 8:
            window.location.hash = `#${message.data?.path ?? '/'}`;
            return undefined;
          default:
            return reply({ id: message.id, ok: true, data: null });
        }
      },
    };
  }, storeAnswer);
}

const postedBy = (page: Page) => page.evaluate(() => (window as unknown as { __posted: PostedMessage[] }).__posted);

async function signInInShell(page: Page): Promise<void> {
  await page.goto('/#/pages/login/index');
  await page.getByTestId('login-quick').click();
  await expect(page.getByTestId('tab-match')).toBeVisible();
  await dismissWelcomeGift(page);
}

async function balance(page: Page): Promise<number> {
  await go(page, '/pages/me/index');
  const value = page.getByTestId('balance-value');
  await expect(value).toHaveAttribute('data-value', /^\d+$/);
  return Number(await value.getAttribute('data-value'));
}

async function pickPackage(page: Page, goodsId: string): Promise<void> {
  await go(page, '/pagesPub/balance/coins');
  await page.locator(`[data-testid="package-item"][data-goods-id="${goodsId}"]`).first().click();
}

test.describe('in-app purchase in the native shell', () => {
  test('a package is bought from the store, verified, finished and credited without the card bonus', async ({ page }) => {
    await installFakeShell(page, 'buy');
    await signInInShell(page);
    const before = await balance(page);
    await pickPackage(page, 'coins_300');
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
    // coins_300 from the store: 300 coins and 30 bonus, no card bonus.
    await expect(page.getByTestId('payment-successful-coins')).toHaveAttribute('data-value', '330');
    const posted = await postedBy(page);
    const purchase = posted.find((m) => m.action === 2);
    expect(purchase?.data).toMatchObject({ product_id: 'glint.coins.300', tran_no: expect.any(String) });
    expect(posted.some((m) => m.action === 3)).toBe(true);
    expect(posted.some((m) => m.action === 4)).toBe(true);
    await page.getByTestId('payment-successful-ok').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => balance(page)).toBe(before + 330);
  });

  test('an abandoned store purchase is cancelled and credits nothing', async ({ page }) => {
    await installFakeShell(page, 'cancel');
    await signInInShell(page);
    const before = await balance(page);
    await pickPackage(page, 'coins_300');
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'cancelled', { timeout: 20_000 });
    expect((await postedBy(page)).some((m) => m.action === 3)).toBe(false);
    expect(await balance(page)).toBe(before);
  });
});
