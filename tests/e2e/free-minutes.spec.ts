import { expect, test, type Browser, type Page } from './fixtures';
import { admin, registerWithEmail, shownUid, uniqueEmail } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * Free call minutes (issue #18): an operator grants them with `user free-minutes`, the
 * user's open app hears it (type 7) and the free video call reminder offers them at once.
 */

let opened: { close(): Promise<void> }[] = [];
test.afterEach(async () => {
  await Promise.all(opened.map((context) => context.close()));
  opened = [];
});

/** A registered member (a tourist cannot call, so is never reminded of free minutes). */
async function newMember(browser: Browser): Promise<{ page: Page; uid: number }> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await registerWithEmail(page, uniqueEmail('free-minutes'), 'free-minutes-1');
  return { page, uid: await shownUid(page) };
}

const SHOTS = 'test-results/free-minutes-shots';

test('the free-call reminder opens in the running app after `user free-minutes`, with the minutes granted', async ({ browser }) => {
  const a = await newMember(browser);
  await a.page.setViewportSize({ width: 390, height: 844 });
  await go(a.page, '/pages/match/index');
  await expect(a.page.getByTestId('free-call-reminder')).toHaveCount(0);

  expect(await admin('user', 'free-minutes', String(a.uid), '5')).toContain('they have 5 now');

  const reminder = a.page.getByTestId('free-call-reminder');
  await expect(reminder).toBeVisible({ timeout: 15_000 });
  await expect(a.page.getByTestId('free-call-minutes')).toHaveAttribute('data-value', '5');
  expect(await seriousViolations(a.page)).toEqual([]);
  await a.page.screenshot({ path: `${SHOTS}/free-call-reminder-en.png` });
  await a.page.getByTestId('free-call-close').click();
  await expect(reminder).toHaveCount(0);
});

test('in Arabic the reminder reads right to left', async ({ browser }) => {
  const a = await newMember(browser);
  await a.page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(a.page, 'ar');
  await go(a.page, '/pages/match/index');
  await admin('user', 'free-minutes', String(a.uid), '3');
  await expect(a.page.getByTestId('free-call-reminder')).toBeVisible({ timeout: 15_000 });
  await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(a.page)).toEqual([]);
  await a.page.screenshot({ path: `${SHOTS}/free-call-reminder-ar.png` });
});
