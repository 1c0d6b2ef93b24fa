import { expect, test, type Page } from './fixtures';
import { dismissWelcomeGift } from './session-helpers';

/** What the fake shell received from the page: `{ id, action, data }` (native-protocol.ts). */
interface PostedMessage {
  readonly id: number;
  readonly action: number;
  readonly data?: unknown;
}

const SHELL_DEVICE_ID = 'shell-device-0123456789abcdef';

/**
 * A fake Android shell: `window.GlintNative.postMessage` records every message, answers the
 * device id (action 1) and page data (5) through `window.glintNativeReceive`, and opens an
 * app route (action 8) the way a shell would: the page moves to it.
 */
async function installFakeShell(page: Page): Promise<void> {
  await page.addInitScript((deviceId) => {
    const posted: unknown[] = [];
    (window as unknown as { __posted: unknown[] }).__posted = posted;
    const reply = (json: string) => setTimeout(() => (window as unknown as { glintNativeReceive(json: string): void }).glintNativeReceive(json), 0);
    (window as unknown as { GlintNative: { postMessage(json: string): void } }).GlintNative = {
      postMessage(json: string) {
        const message = JSON.parse(json) as { id: number; action: number; data?: { path?: string } };
        posted.push(message);
        if (message.action === 1) reply(JSON.stringify({ id: message.id, ok: true, data: deviceId }));
        else if (message.action === 5) reply(JSON.stringify({ id: message.id, ok: true, data: {} }));
        else if (message.action === 8) window.location.hash = `#${message.data?.path ?? '/'}`;
      },
    };
  }, SHELL_DEVICE_ID);
}

const postedBy = (page: Page) => page.evaluate(() => (window as unknown as { __posted: PostedMessage[] }).__posted);

test.describe('native shell', () => {
  test('signs in with the device id the shell gives and leaves navigation to the shell', async ({ page }) => {
    await installFakeShell(page);
    await page.goto('/#/pages/login/index');
    // Web only: no third-party button inside the shell.
    await expect(page.getByTestId('login-quick')).toBeVisible();
    await expect(page.getByTestId('login-third-party')).toHaveCount(0);
    await page.getByTestId('login-quick').click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
    const posted = await postedBy(page);
    expect(posted.some((message) => message.action === 1)).toBe(true);
    expect(posted).toContainEqual(expect.objectContaining({ action: 8, data: { path: '/pages/match/index' } }));
  });

  test('the shell device id finds the same guest account on another install', async ({ browser }) => {
    const uids: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await installFakeShell(page);
      await page.goto('/#/pages/login/index');
      await page.getByTestId('login-quick').click();
      await expect(page).toHaveURL(/#\/pages\/match\/index$/);
      await dismissWelcomeGift(page);
      await page.getByTestId('tab-me').click();
      uids.push((await page.getByTestId('me-uid').getAttribute('data-value')) ?? '');
      await context.close();
    }
    expect(uids[0]).toMatch(/^\d+$/);
    expect(uids[1]).toBe(uids[0]);
  });
});
