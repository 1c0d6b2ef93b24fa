import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { admin, dismissWelcomeGift } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * Issue #13's social flows in Chromium against the real server: a follow moves the other
 * side's fans count until they open their fans; a visit counts; block → blocked list →
 * unblock; a report with the server's reasons and an evidence picture, seen by the
 * operator; feedback refused incomplete, then sent; a host's rest mode. Each new screen is
 * shot in English and Arabic and checked with axe.
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/social-shots';
/** A 1×1 PNG: an evidence picture or a screenshot to upload. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const openUserPage = (page: Page, uid: number) => go(page, `/pages/user-home-page/index?uid=${uid}`);
/** Reloads the app on the Me tab; a new account's welcome gift opens again on its first screen. */
async function reload(page: Page): Promise<void> {
  await page.goto('/#/pages/me/index');
  await page.reload();
  await expect(page.getByTestId('tab-me')).toBeVisible();
  await dismissWelcomeGift(page);
}

const row = (page: Page, uid: number) => page.locator(`[data-testid="user-row"][data-uid="${uid}"]`);

async function meCount(page: Page, testId: 'me-fans' | 'me-visitors'): Promise<string | null> {
  return page.getByTestId(testId).getAttribute('data-value');
}

test('a follow and a visit move the other side’s fans and visitors until they open them; follow back makes friends, and unfollowing them asks first', async ({ browser }) => {
  const fan = await newUser(browser);
  const star = await newUser(browser);

  await openUserPage(fan.page, star.uid);
  await fan.page.getByTestId('user-follow').click();
  await expect(fan.page.getByTestId('user-follow')).toBeChecked();

  await go(star.page, '/pages/me/index');
  await expect.poll(async () => {
    await reload(star.page);
    return meCount(star.page, 'me-fans');
  }).toBe('1');
  await expect(star.page.getByTestId('me-visitors')).toHaveAttribute('data-value', '1');
  await expect(star.page.locator('.me-stat__new')).toHaveCount(2);

  await star.page.getByTestId('me-fans').click();
  await expect(row(star.page, fan.uid)).toBeVisible();
  await expect(row(star.page, fan.uid).getByTestId('user-row-new')).toBeVisible();
  const follow = row(star.page, fan.uid).getByTestId('user-row-follow');
  await expect(follow).toHaveAttribute('data-state', 'followBack');
  await follow.click();
  await expect(follow).toHaveAttribute('data-state', 'mutual');

  await star.page.getByTestId('relation-tab-visitors').click();
  await expect(row(star.page, fan.uid)).toBeVisible();
  await go(star.page, '/pages/me/index');
  await expect(star.page.getByTestId('me-fans')).toHaveAttribute('data-value', '1');
  await expect(star.page.locator('.me-stat__new')).toHaveCount(0);

  await go(fan.page, '/pagesPub/my/my-followings');
  const unfollow = row(fan.page, star.uid).getByTestId('user-row-follow');
  await expect(unfollow).toHaveAttribute('data-state', 'mutual');
  await unfollow.click();
  await fan.page.getByTestId('dialog-cancel').click();
  await expect(unfollow).toHaveAttribute('data-state', 'mutual');
  await unfollow.click();
  await fan.page.getByTestId('dialog-confirm').click();
  await expect(unfollow).toHaveAttribute('data-state', 'followBack');
});

test('block from the user page, find them on the blocked list, unblock after confirming', async ({ browser }) => {
  const me = await newUser(browser);
  const other = await apiGuest();
  await openUserPage(me.page, other.uid);
  await me.page.getByTestId('user-block').click();
  await me.page.getByTestId('dialog-confirm').click();
  await expect(me.page.getByTestId('user-block')).toHaveAttribute('data-blocked', '1');

  await go(me.page, '/pagesPub/my/blocked-list');
  await expect(row(me.page, other.uid)).toBeVisible();
  await row(me.page, other.uid).getByTestId('blocked-unblock').click();
  await me.page.getByTestId('dialog-confirm').click();
  await expect(row(me.page, other.uid)).toHaveCount(0);
  await expect(me.page.getByTestId('relation-empty')).toBeVisible();
});

test('report from the user page with the server’s reasons, a description and an evidence picture; the operator lists it', async ({ browser }) => {
  const me = await newUser(browser);
  const other = await apiGuest();
  await openUserPage(me.page, other.uid);
  await me.page.getByTestId('user-report').click();
  await expect(me.page.getByTestId('report-target')).toContainText(String(other.uid));

  await me.page.getByTestId('report-submit').click();
  await expect(me.page.getByRole('alert')).toHaveText('Please select a violation type');
  const reasons = me.page.getByTestId('report-reason');
  await expect(reasons).toHaveCount(6);
  for (let i = 0; i < 4; i += 1) await reasons.nth(i).click();
  await expect(me.page.getByRole('alert')).toHaveText('you can choose max 3 types');
  await me.page.getByTestId('report-description').fill('Asked for money');
  await me.page.getByTestId('report-evidence-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(me.page.locator('.picture-picker__thumb')).toHaveCount(1);
  await me.page.getByTestId('report-submit').click();
  await expect(me.page.getByTestId('toast')).toContainText('review');

  const listed = await admin('reports', 'list');
  expect(listed).toContain(`reported user ${other.uid} for 1,2,3 from profile (1 picture(s)): "Asked for money"`);
});

test('feedback asks for every required field, then is sent and listed for the operator', async ({ browser }) => {
  const { page, uid } = await newUser(browser);
  await go(page, '/pagesPub/my/feedback');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-error')).toHaveText('Please complete all required fields before submitting.');

  await page.locator('[data-testid="feedback-rating"][data-value="4"]').click();
  await page.locator('[data-testid="feedback-type"][data-type="bug"]').click();
  await page.getByTestId('feedback-text').fill('The match button froze once');
  await page.getByTestId('feedback-image-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.locator('.picture-picker__thumb')).toHaveCount(1);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('toast')).toContainText('Thanks');

  expect(await admin('feedback', 'list')).toContain(`user ${uid} 4★ bug (1 screenshot(s)): "The match button froze once"`);
});

test('a host switches rest mode on Me and it stays switched', async ({ browser }) => {
  const { page, uid } = await newUser(browser);
  await admin('user', 'host', String(uid), 'on');
  await reload(page);
  await page.getByTestId('tab-me').click();
  const toggle = page.getByTestId('me-rest-toggle');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await reload(page);
  await page.getByTestId('tab-me').click();
  await expect(page.getByTestId('me-rest-toggle')).toBeChecked();
});

test.describe('social screenshots', () => {
  test.describe.configure({ timeout: 150_000 });
  for (const lang of ['en', 'ar'] as const) {
    test(`followings, blocked list, report and feedback pages and Me with rest mode in ${lang}`, async ({ browser }) => {
      const { page, uid } = await newUser(browser);
      const other = await newUser(browser);
      await admin('user', 'host', String(uid), 'on');
      await openUserPage(other.page, uid);
      await other.page.getByTestId('user-follow').click();
      await expect(other.page.getByTestId('user-follow')).toBeChecked();
      await openUserPage(page, other.uid);
      await page.getByTestId('user-follow').click();
      if (lang === 'ar') await chooseLanguage(page, 'ar');

      const shots: [string, string, string][] = [
        ['followings', '/pagesPub/my/my-followings?tab=fans', '[data-testid="user-row"]'],
        ['report', `/pagesPub/my/report?uid=${other.uid}&fromType=profile`, '[data-testid="report-reason"]'],
        ['feedback', '/pagesPub/my/feedback', '[data-testid="feedback-rating"]'],
      ];
      for (const [name, route, ready] of shots) {
        await go(page, route);
        await expect(page.locator(ready).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name}-${lang}.png` });
        expect(await seriousViolations(page), name).toEqual([]);
      }

      await openUserPage(page, other.uid);
      await page.getByTestId('user-block').click();
      await page.getByTestId('dialog-confirm').click();
      await expect(page.getByTestId('user-block')).toHaveAttribute('data-blocked', '1');
      await go(page, '/pagesPub/my/blocked-list');
      await expect(page.getByTestId('blocked-unblock')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/blocked-${lang}.png` });
      expect(await seriousViolations(page), 'blocked').toEqual([]);

      await reload(page);
      await page.getByTestId('tab-me').click();
      await expect(page.getByTestId('me-rest-toggle')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/me-${lang}.png`, fullPage: true });
      expect(await seriousViolations(page), 'me').toEqual([]);
    });
  }
});
