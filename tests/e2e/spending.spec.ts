import { closeUsers, newUser } from './call-helpers';
import { expect, test, type Page } from './fixtures';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * Spending care (issue #19): a user sets a daily limit in Settings, and a call that would
 * spend past it is refused with a message naming the limit; the history page shows its state.
 */
test.afterEach(closeUsers);

const SHOTS = 'test-results/spending-shots';

test('a daily limit set in Settings refuses a call it cannot cover, saying why', async ({ browser }) => {
  // Two users signed in, a settings round trip, a refused call and the history: one flow, more steps than most.
  test.setTimeout(120_000);
  const payer = await newUser(browser);
  const host = await newUser(browser);
  await admin('coins', 'grant', String(payer.uid), '1000');
  await admin('user', 'host', String(host.uid), 'on');
  await payer.page.setViewportSize({ width: 390, height: 844 });

  await go(payer.page, '/pagesPub/my/setting');
  await payer.page.getByTestId('settings-spending').click();
  await payer.page.getByTestId('spend-limit-daily').fill('abc');
  await expect(payer.page.getByTestId('spend-limit-save')).toBeDisabled();
  await payer.page.getByTestId('spend-limit-daily').fill('5');
  await payer.page.getByTestId('spend-limit-save').click();
  await expect(payer.page.getByTestId('toast')).toHaveText('Limits saved');
  await expect(payer.page.getByText('0 of 5 coins spent')).toBeVisible();
  expect(await seriousViolations(payer.page)).toEqual([]);
  await payer.page.screenshot({ path: `${SHOTS}/spending-limits-en.png` });

  await payer.page.goto(`/#/pages/user-home-page/index?uid=${host.uid}`);
  await payer.page.getByTestId('user-call-video').click();
  await expect(payer.page.getByTestId('toast')).toHaveText("You've reached a spending limit you set. You can change it in Settings › Spending limits.");
  await expect(payer.page.getByTestId('call-screen')).toHaveCount(0);

  // Raising it waits a day: the page says when the higher limit holds.
  await go(payer.page, '/pagesPub/set/spending-care');
  await payer.page.getByTestId('spend-limit-daily').fill('500');
  await payer.page.getByTestId('spend-limit-save').click();
  await expect(payer.page.getByText(/Rises to 500 coins on/)).toBeVisible();
  await payer.page.getByText('Spending history').click();
  await expect(payer.page.getByTestId('spend-history')).toContainText('Nothing spent in the last 30 days');
});

test('the spending pages read right to left in Arabic', async ({ browser }) => {
  const user = await newUser(browser);
  await user.page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(user.page, 'ar');
  await go(user.page, '/pagesPub/set/spending-care');
  await expect(user.page.getByTestId('spend-limit-monthly')).toBeVisible();
  await expect(user.page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(user.page)).toEqual([]);
  await user.page.screenshot({ path: `${SHOTS}/spending-limits-ar.png` });
});
