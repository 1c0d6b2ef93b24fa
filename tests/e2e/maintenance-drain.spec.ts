import { closeUsers, newUser } from './call-helpers';
import { expect, test, type Page } from './fixtures';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * Maintenance announced ahead (issue #19): the operator schedules a window; every page
 * counts down to it, and in its last two minutes new matches are refused with the reason.
 */
test.afterEach(async () => {
  await admin('maintenance', 'off');
  await closeUsers();
});

const SHOTS = 'test-results/maintenance-shots';

test('an announced window counts down on every page and, once it drains, a match start says why it is refused', async ({ browser }) => {
  const user = await newUser(browser);
  await user.page.setViewportSize({ width: 390, height: 844 });
  // Two minutes ahead: inside the drain already (new calls and matches stop two minutes before the start).
  await admin('maintenance', 'on', '--minutes', '30', '--in', '2');
  await user.page.reload();

  const banner = user.page.getByTestId('maintenance-banner');
  await expect(banner).toHaveAttribute('data-draining', 'true');
  await expect(banner).toContainText('Expected duration: 30 min.');
  await expect(user.page.getByTestId('maintenance-ahead-countdown')).toHaveText(/^00:0[12]:\d\d$/);
  const before = await user.page.getByTestId('maintenance-ahead-countdown').textContent();
  await expect(user.page.getByTestId('maintenance-ahead-countdown')).not.toHaveText(before!);

  await go(user.page, '/pages/match/index');
  await user.page.getByTestId('match-start').click();
  await expect(user.page.getByTestId('match-status')).toHaveText('Maintenance starts in a few minutes, so new calls and matches are paused until it ends.');
  await expect(banner).toBeVisible();
  expect(await seriousViolations(user.page)).toEqual([]);
  await user.page.screenshot({ path: `${SHOTS}/maintenance-draining-en.png` });

  // Withdrawn: matching works again, and the next check (on return to the app) drops the banner.
  await admin('maintenance', 'off');
  await user.page.reload();
  await user.page.getByTestId('match-start').click();
  await expect(user.page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');
  await expect(banner).toHaveCount(0);
  await user.page.getByTestId('match-cancel').click();
});

test('the countdown reads right to left in Arabic, its clock left to right', async ({ browser }) => {
  const user = await newUser(browser);
  await user.page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(user.page, 'ar');
  await admin('maintenance', 'on', '--minutes', '20', '--in', '10');
  await user.page.reload();
  const banner = user.page.getByTestId('maintenance-banner');
  await expect(banner).toHaveAttribute('data-draining', 'false');
  await expect(user.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(user.page.getByTestId('maintenance-ahead-countdown')).toHaveAttribute('dir', 'ltr');
  expect(await seriousViolations(user.page)).toEqual([]);
  await user.page.screenshot({ path: `${SHOTS}/maintenance-announced-ar.png` });
});
