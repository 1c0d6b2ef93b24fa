import { closeUsers, newUser } from './call-helpers';
import { expect, test, type Page } from './fixtures';
import { dismissWelcomeGift, mailedCode, registerWithEmail, shownUid, submitEmailLogin, uniqueEmail } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * E-mail binding (issue #13, 001 §2 bind-email, email, modify-email): a guest links an
 * address with the mailed code and gets the reward popup once, then signs in with it to the
 * same account; an address is changed with a code to the old and one to the new.
 */
test.afterEach(closeUsers);

const SHOTS = 'test-results/email-shots';
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };

async function look(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const otherCode = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Fills the bind form (address, code, password twice) and sends it. */
async function submitBind(page: Page, email: string, code: string): Promise<void> {
  await page.getByTestId('bind-email-input').fill(email);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('new-password-input').fill(PASSWORD);
  await page.getByTestId('confirm-password-input').fill(PASSWORD);
  await page.getByTestId('bind-submit').click();
}

test('an e-mail is changed with a code to the old address and one to the new', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const oldEmail = uniqueEmail('old');
  const newEmail = uniqueEmail('new');
  await registerWithEmail(page, oldEmail, PASSWORD);

  await go(page, '/pagesPub/my/email');
  await expect(page.getByTestId('email-current')).toHaveText(oldEmail);
  await page.getByTestId('email-change').click();
  await expect(page.getByTestId('modify-current-email')).toHaveText(oldEmail);

  await page.getByTestId('modify-email-input').fill(oldEmail);
  await page.getByTestId('modify-new-send-code').click();
  await expect(page.getByRole('alert').filter({ hasText: 'This is already your email.' })).toBeVisible();

  await page.getByTestId('modify-old-send-code').click();
  await page.getByTestId('modify-old-code').fill(await mailedCode(oldEmail));
  await page.getByTestId('modify-email-input').fill(newEmail);
  await page.getByTestId('modify-new-send-code').click();
  await page.getByTestId('modify-new-code').fill(await mailedCode(newEmail));
  await look(page, 'modify-email-en');
  await page.getByTestId('modify-submit').click();
  await expect(page.getByTestId('toast')).toHaveText(`You now sign in with ${newEmail}`);
  await expect(page.getByTestId('email-current')).toHaveText(newEmail);
});

test('the e-mail pages and the reward read right to left in Arabic', async ({ browser }) => {
  test.setTimeout(60_000);
  const { page } = await newUser(browser);
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, 'ar');
  await go(page, '/pagesPub/my/email');
  await expect(page.getByTestId('email-none')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await look(page, 'email-none-ar');

  await go(page, '/pagesPub/my/bind-email');
  const email = uniqueEmail('bind-ar');
  await page.getByTestId('bind-email-input').fill(email);
  await page.getByTestId('send-code').click();
  const code = await mailedCode(email);
  await submitBind(page, email, otherCode(code));
  await expect(page.getByRole('alert').filter({ hasText: 'الرمز غير صحيح' })).toBeVisible();
  await look(page, 'bind-email-ar');
  await submitBind(page, email, code);
  await expect(page.getByTestId('bind-reward')).toBeVisible();
  await look(page, 'bind-reward-ar');
  await page.getByTestId('bind-reward-ok').click();
  await expect(page.getByTestId('email-current')).toHaveText(email);
  await look(page, 'email-ar');

  await page.getByTestId('email-change').click();
  await expect(page.getByTestId('modify-current-email')).toHaveText(email);
  await look(page, 'modify-email-ar');
});

test('a guest links an e-mail with the mailed code, gets the reward once and signs in with it to the same account', async ({ browser }) => {
  test.setTimeout(90_000);
  const guest = await newUser(browser);
  const { page } = guest;
  await page.setViewportSize(PHONE);
  const balanceBefore = Number(await page.getByTestId('balance-value').getAttribute('data-value'));

  await go(page, '/pagesPub/my/setting');
  await page.getByTestId('settings-email').click();
  await expect(page.getByTestId('email-none')).toBeVisible();
  await look(page, 'email-none-en');
  await page.getByTestId('email-link').click();
  await expect(page.getByText('Link an email to keep your account and get 100 coins.')).toBeVisible();

  // Offline: said before anyone taps, and the tap says it again.
  await page.context().setOffline(true);
  await expect(page.getByTestId('email-offline')).toBeVisible();
  const email = uniqueEmail('bind');
  await page.getByTestId('bind-email-input').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByRole('alert').filter({ hasText: "You're offline. Connect and try again." })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByTestId('email-offline')).toHaveCount(0);

  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+ s/);
  const code = await mailedCode(email);
  await submitBind(page, email, otherCode(code));
  await expect(page.getByRole('alert').filter({ hasText: 'The code is wrong. Check the email and try again.' })).toBeVisible();
  await look(page, 'bind-email-en');

  await submitBind(page, email, code);
  const reward = page.getByTestId('bind-reward');
  await expect(reward).toBeVisible();
  await expect(reward).toHaveAttribute('data-value', '100');
  await expect(reward).toContainText('+100 coins');
  await look(page, 'bind-reward-en');
  await page.getByTestId('bind-reward-ok').click();
  await expect(page.getByTestId('email-current')).toHaveText(email);
  await look(page, 'email-en');

  // The reward is not offered again: the bind page now leads to the bound address.
  await page.evaluate(() => {
    window.location.hash = '/pagesPub/my/bind-email';
  });
  await expect(page).toHaveURL(/#\/pagesPub\/my\/email$/);
  await expect(page.getByTestId('email-current')).toHaveText(email);
  await expect(page.getByTestId('bind-reward')).toHaveCount(0);
  await go(page, '/pages/me/index');
  await expect(page.getByTestId('balance-value')).toHaveAttribute('data-value', String(balanceBefore + 100));

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await submitEmailLogin(other, email, PASSWORD);
    // A guest never gave a birthday: the first e-mail sign-in asks for it (the 18+ check), then it is the same account.
    await expect(other).toHaveURL(/#\/pagesLogin\/profile\/profile/);
    await other.getByTestId('profile-nickname').fill('Mila');
    await other.getByTestId('profile-birthday').fill('1995-04-12');
    await other.getByTestId('profile-submit').click();
    await expect(other.getByTestId('tab-match')).toBeVisible();
    await dismissWelcomeGift(other);
    expect(await shownUid(other)).toBe(guest.uid);
  } finally {
    await elsewhere.close();
  }
});
