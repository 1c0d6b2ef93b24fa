import { expect, test } from './fixtures';
import { WELCOME_FREE_MATCHES } from '../../src/domain/constants';
import { DEVICE_ID_STORAGE_NAME } from '../../src/application/session/device-info';
import { storageKey } from '../../src/domain/storage';
import { dismissWelcomeGift, mailedCode, mailedResetLink, registerWithEmail, shownUid, signInQuick, submitEmailLogin, uniqueEmail } from './session-helpers';

/** A 1×1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('sign-in', () => {
  test('quick sign-in lands on the default tab and Me shows the uid', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
    await page.getByTestId('login-quick').click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
    await expect(page.getByTestId('tab-match')).toHaveAttribute('aria-current', 'page');
    await dismissWelcomeGift(page);
    const uid = await shownUid(page);
    expect(uid).toBeGreaterThan(0);
    await expect(page.getByTestId('me-uid')).toContainText(String(uid));
    await expect(page.getByTestId('balance-value')).toHaveAttribute('data-value', /^\d+$/);
  });

  test('a quick sign-in tapped on the painted page before its script has run still signs in', async ({ page }) => {
    // The entry script (index-<hash>.js) is held back until the tap is made: the page is the prerendered markup alone.
    let sendScript!: () => void;
    const scriptMayGo = new Promise<void>((resolve) => (sendScript = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptMayGo;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('login-quick').click();
    sendScript();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
    await expect(page.getByTestId('tab-match')).toHaveAttribute('aria-current', 'page');
  });

  // The sign-in page is hydrated in slices; the address changed in the middle of that (after
  // the entry script has put the sign-in path in the address) must still move the screen.
  for (const afterMs of [5, 20, 40]) {
    test(`an address change while the sign-in page is being hydrated shows that page (${afterMs} ms)`, async ({ page }) => {
      await page.addInitScript((delay) => {
        const replaceState = history.replaceState.bind(history);
        let moved = false;
        history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
          replaceState(data, unused, url);
          if (moved || !String(url).endsWith('/pages/login/index')) return;
          moved = true;
          setTimeout(() => (window.location.hash = '/pagesPub/my/language'), delay);
        };
      }, afterMs);
      await page.goto('/');
      await expect(page).toHaveURL(/#\/pagesPub\/my\/language$/);
      await expect(page.getByTestId('language-option').first()).toBeVisible();
    });
  }

  test('keeps the session across a reload and replaces the sign-in page in history', async ({ page }) => {
    await signInQuick(page);
    const uid = await shownUid(page);
    await page.reload();
    await expect(page.getByTestId('me-uid')).toHaveAttribute('data-value', String(uid));
    await page.goto('/');
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
  });

  test('registers by email, refuses an under-18 birthday with a clear message, then lands on the tab', async ({ page }) => {
    const email = uniqueEmail('register');
    await submitEmailLogin(page, email, 'secret-pass-1');
    await expect(page).toHaveURL(/#\/pagesLogin\/profile\/profile/);

    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 17);
    await page.getByTestId('profile-nickname').fill('Mila');
    await page.getByTestId('profile-birthday').fill(tooYoung.toISOString().slice(0, 10));
    await page.getByTestId('profile-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('You must be at least 18 years old');
    await expect(page.getByTestId('profile-age-error')).toHaveText('You must be at least 18 years old');
    await expect(page).toHaveURL(/#\/pagesLogin\/profile\/profile/);

    await page.getByTestId('profile-birthday').fill('1995-04-12');
    await page.getByTestId('profile-sex-female').check();
    await page.getByTestId('profile-submit').click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
    await dismissWelcomeGift(page);
    await page.getByTestId('tab-me').click();
    await expect(page.getByTestId('me-nickname')).toHaveText('Mila');
  });

  test('uploads a compressed photo and shows the chosen country with its flag during profile completion', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/uploads/')) uploads.push(request.url());
    });
    await submitEmailLogin(page, uniqueEmail('photo'), 'secret-pass-1');
    await expect(page).toHaveURL(/#\/pagesLogin\/profile\/profile/);

    await page.getByTestId('profile-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await expect(page.locator('.profile-avatar img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
    expect(uploads).toHaveLength(1);
    const stored = await page.request.get((await page.locator('.profile-avatar img').getAttribute('src'))!);
    expect(stored.headers()['content-type']).toBe('image/png');

    await page.getByTestId('profile-country').selectOption('ES');
    await expect(page.getByTestId('profile-country-flag')).toHaveAttribute('style', /background-image/);
    await page.getByTestId('profile-nickname').fill('Lola');
    await page.getByTestId('profile-birthday').fill('1990-02-01');
    await page.getByTestId('profile-submit').click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
  });

  test('shows the format dialog and the required-fields message on the email page', async ({ page }) => {
    await page.goto('/#/pages/login/email');
    await page.getByTestId('email-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Please enter email and password');
    await page.getByTestId('email-input').fill('not-an-email');
    await page.getByTestId('password-input').fill('secret-pass-1');
    await page.getByTestId('email-submit').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please make sure the email format is correct');
    await expect(page.getByTestId('dialog-cancel')).toHaveCount(0);
    await page.getByTestId('dialog-confirm').click();
    await expect(dialog).toBeHidden();
  });

  test('wrong password → dialog → forgot password with the mailed code → sign in with the new password', async ({ page }) => {
    const email = uniqueEmail('reset');
    await registerWithEmail(page, email, 'first-pass-1');
    // Signed out, but the same install: its device id stays, so the device the account signed in on resets with the bare code.
    await page.evaluate((keep) => {
      for (const key of Object.keys(localStorage)) if (key !== keep) localStorage.removeItem(key);
    }, storageKey(DEVICE_ID_STORAGE_NAME));

    await submitEmailLogin(page, email, 'wrong-pass-1');
    await expect(page.getByRole('alertdialog')).toContainText('The password is wrong');
    // The dialog only: ok 2 carries no message to show as a toast beside it.
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/#\/pages\/login\/forgot-password\?email=/);
    await expect(page.getByTestId('email-input')).toHaveValue(email);

    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('toast')).toContainText(email);
    const code = await mailedCode(email);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('new-password-input').fill('short');
    await page.getByTestId('confirm-password-input').fill('short');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Password must be at least 8 characters');
    await page.getByTestId('new-password-input').fill('second-pass-2');
    await page.getByTestId('confirm-password-input').fill('second-pass-3');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('toast')).toHaveText('Passwords do not match');
    await page.getByTestId('confirm-password-input').fill('second-pass-2');
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/#\/pages\/login\/email\?email=/);

    await page.getByTestId('password-input').fill('second-pass-2');
    await page.getByTestId('email-submit').click();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
  });

  test('a browser that never signed in is told to open the mailed link, and resets from the link with the code', async ({ page, browser }) => {
    const email = uniqueEmail('reset-link');
    await registerWithEmail(page, email, 'first-pass-1');

    const fresh = await (await browser.newContext()).newPage();
    const submitReset = async (code: string) => {
      await fresh.getByTestId('code-input').fill(code);
      await fresh.getByTestId('new-password-input').fill('second-pass-2');
      await fresh.getByTestId('confirm-password-input').fill('second-pass-2');
      await fresh.getByTestId('reset-submit').click();
    };
    await fresh.goto(`/#/pages/login/forgot-password?email=${encodeURIComponent(email)}`);
    await fresh.getByTestId('send-code').click();
    await expect(fresh.getByTestId('toast')).toContainText(email);
    const code = await mailedCode(email);
    await submitReset(code);
    await expect(fresh.getByTestId('toast')).toHaveText('For your security, open the link in the email on this device, then enter the code.');

    // The mail's link, opened in this browser (on the test server's address: the link names localhost).
    const link = new URL(await mailedResetLink(email));
    expect(link.hash).toMatch(/^#\/pages\/login\/forgot-password\?email=[^&]+&token=[A-Za-z0-9_-]{43}$/);
    await fresh.goto(`/${link.hash}`);
    await expect(fresh.getByTestId('email-input')).toHaveValue(email);
    await submitReset(code);
    await expect(fresh).toHaveURL(/#\/pages\/login\/email\?email=/);
    await fresh.getByTestId('password-input').fill('second-pass-2');
    await fresh.getByTestId('email-submit').click();
    await expect(fresh).toHaveURL(/#\/pages\/match\/index$/);
    await fresh.context().close();
  });

  test('greets a new account with the welcome gift of free matches; the mask keeps it open and its button starts matching', async ({ page }) => {
    await page.goto('/#/pages/login/index');
    await page.getByTestId('login-quick').click();
    const gift = page.getByTestId('welcome-gift');
    await expect(gift).toBeVisible();
    await expect(page.getByTestId('welcome-gift-count')).toHaveAttribute('data-value', String(WELCOME_FREE_MATCHES));
    await expect(page.getByTestId('welcome-gift-count')).toContainText(`${WELCOME_FREE_MATCHES} free matches`);
    await page.locator('.popup__mask').click({ position: { x: 10, y: 10 }, force: true });
    await expect(gift).toBeVisible();

    await page.getByTestId('welcome-gift-start').click();
    await expect(gift).toHaveCount(0);
    await expect(page).toHaveURL(/#\/pages\/match\/matching$/);
    await expect(page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');
    // Leave the queue: another test's seeker must not be matched with this one.
    await page.getByTestId('match-cancel').click();
    await expect(page.getByTestId('match-start')).toBeVisible();

    // Shown once: a reload does not bring it back.
    await page.reload();
    await expect(page.getByTestId('match-start')).toBeVisible();
    await expect(gift).toHaveCount(0);
  });

  test('asks for the terms when unticked; agreeing ticks the box, remembers it and continues', async ({ page }) => {
    await page.goto('/#/pages/login/index');
    await page.getByTestId('login-agree').uncheck();
    await page.getByTestId('login-quick').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please read and agree to the Terms of Service and Privacy Policy');
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('login-agree')).toBeChecked();
    await expect(page).toHaveURL(/#\/pages\/match\/index$/);
    await page.goto('/#/pages/login/index');
    await expect(page.getByTestId('login-agree')).toBeChecked();
  });

  test('hides the third-party button when the server has no provider configured', async ({ page }) => {
    await page.goto('/#/pages/login/index');
    await expect(page.getByTestId('login-quick')).toBeVisible();
    await expect(page.getByTestId('login-email')).toBeVisible();
    await expect(page.getByTestId('login-third-party')).toHaveCount(0);
  });

  test('ignores a provider return whose state this browser never sent', async ({ page }) => {
    await page.goto('/?code=forged-code&state=0123456789abcdef0123456789abcdef');
    await expect(page).toHaveURL(/\/#\/pages\/login\/index$/);
    await expect(page.getByTestId('login-quick')).toBeEnabled();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByTestId('tab-match')).toHaveCount(0);
  });

  test('logs out from settings onto the sign-in page, and the tabs then lead there too', async ({ page }) => {
    await signInQuick(page);
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-settings').click();
    await page.getByTestId('settings-logout').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
    await expect(page.getByTestId('login-quick')).toBeVisible();
    await page.goto('/#/pages/me/index');
    await expect(page).toHaveURL(/#\/pages\/login\/index$/);
  });
});
