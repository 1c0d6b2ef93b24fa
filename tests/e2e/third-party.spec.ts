import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import { OWN_SERVER_START_MS, startOwnServer, stopOwnServer } from './own-server';
import { dismissWelcomeGift } from './session-helpers';

const CLIENT_ID = 'glint-e2e';

/** A loopback port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A Glint server of this spec's own, pointed at the provider: the shared test server has no
 * OIDC_* settings (and other specs check that the button is hidden there).
 */
function startGlint(port: number, provider: OidcTestProvider, dataDir: string): Promise<ChildProcess> {
  return startOwnServer(port, dataDir, {
    DEMO_HOSTS: '0',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.client.clientId,
    OIDC_CLIENT_SECRET: provider.client.clientSecret,
    OIDC_REDIRECT_URI: provider.client.redirectUri,
  });
}

let provider: OidcTestProvider;
let glint: ChildProcess | undefined;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The provider's own login and consent pages, filled in by the browser.
  provider = await startOidcTestProvider({ clientId: CLIENT_ID, redirectUri: `${origin}/` }, { pages: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-e2e-oidc-'));
  glint = await startGlint(port, provider, dataDir);
});

test.afterAll(async () => {
  stopOwnServer(glint);
  await provider?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** From the sign-in page to the provider and through its login and consent pages (the consent page only the first time). */
async function signInAtProvider(page: Page, account: string): Promise<void> {
  await page.goto(`${origin}/#/pages/login/index`);
  await page.getByTestId('login-third-party').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByTestId('idp-login').fill(account);
  await page.getByTestId('idp-submit').click();
  await expect(page.getByTestId('idp-consent')).toBeVisible();
  await page.getByTestId('idp-consent').click();
}

test.describe('third-party sign-in through a real OpenID provider', () => {
  test('signs a new account up through the provider pages, completes the profile, and signs it in again straight to the default tab', async ({ page }) => {
    await signInAtProvider(page, 'zoe');
    // A new account (sign_type 2): profile completion with the provider's name, then the default tab.
    await expect(page).toHaveURL(/#\/pagesLogin\/profile\/profile/);
    await expect(page.getByTestId('profile-nickname')).toHaveValue('Test zoe');
    await page.getByTestId('profile-birthday').fill('1994-06-30');
    await page.getByTestId('profile-submit').click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/#/pages/match/index$`));
    await dismissWelcomeGift(page);
    await page.getByTestId('tab-me').click();
    const uid = await page.getByTestId('me-uid').getAttribute('data-value');
    expect(uid).toMatch(/^\d+$/);

    await page.getByTestId('me-settings').click();
    await page.getByTestId('settings-logout').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
    // The provider remembers the person and the consent: straight back, onto the default tab, same account.
    await page.getByTestId('login-third-party').click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/#/pages/match/index$`));
    await page.getByTestId('tab-me').click();
    await expect(page.getByTestId('me-uid')).toHaveAttribute('data-value', uid!);
  });

  test('a return whose state was tampered with is refused with a clear message, on the sign-in page', async ({ page }) => {
    // The state leaves this browser altered on its way to the provider, which sends it back as it got it.
    await page.route(`${provider.issuer}/auth?*`, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('state', 'f'.repeat(32));
      await route.continue({ url: url.href });
    });
    await signInAtProvider(page, 'mallory');
    await expect(page.getByTestId('toast')).toHaveText("We couldn't confirm your sign-in with your account. Please try again.");
    await expect(page).toHaveURL(new RegExp(`^${origin}/#/pages/login/index$`));
    await expect(page.getByTestId('login-third-party')).toBeEnabled();
    await expect(page.getByTestId('tab-match')).toHaveCount(0);
  });
});
