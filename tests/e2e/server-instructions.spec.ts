import { expect, test, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * What the server tells the running app (issue #18): callback instructions pushed on the
 * realtime channel (type 6) open and close pages, a type-18 notice shows as a toast, and
 * the operator's look (theme, match_bg) is applied at the app's next start. The look is
 * put back after each test, since every spec shares the server.
 */

const SHOTS = 'test-results/server-instructions-shots';
/** A small inline image the page's CSP allows, standing in for an operator's picture. */
const MATCH_BG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#326"/><circle cx="2" cy="2" r="1" fill="#c9a227"/></svg>').replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;

test.afterEach(async () => {
  await admin('config', 'set', 'theme', '""');
  await admin('config', 'set', 'match_bg', '""');
  await closeUsers();
});

test('a type-6 open takes the running app to the page it names, close brings it back, and a type-18 notice shows as a toast', async ({ browser }) => {
  const a = await newUser(browser);
  await expect(a.page).toHaveURL(/#\/pages\/me\/index$/);

  expect(await admin('user', 'callback', String(a.uid), '{"type":"open","url":"#/pagesPub/balance/coins"}')).toContain('the open instruction');
  await expect(a.page).toHaveURL(/#\/pagesPub\/balance\/coins$/, { timeout: 15_000 });
  await expect(a.page.getByTestId('balance-value')).toBeVisible();

  await admin('user', 'callback', String(a.uid), '{"type":"close"}');
  await expect(a.page).toHaveURL(/#\/pages\/me\/index$/);

  await admin('user', 'notice', String(a.uid), 'Maintenance tonight at 23:00');
  await expect(a.page.getByTestId('toast')).toHaveText('Maintenance tonight at 23:00');
});

test('the operator’s seasonal theme recolours the shell and match_bg shows behind the match page, in English and Arabic', async ({ browser }) => {
  expect(await admin('config', 'set', 'theme', '"ramadan"')).toContain('theme is now "ramadan"');
  expect(await admin('config', 'set', 'match_bg', JSON.stringify(MATCH_BG))).toContain('match_bg is now');
  const a = await newUser(browser);
  await a.page.setViewportSize({ width: 390, height: 844 });
  await go(a.page, '/pages/match/index');

  await expect(a.page.locator('html')).toHaveAttribute('data-theme', 'ramadan');
  const accent = await a.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());
  expect(accent).toBe('#1fa672');
  await expect(a.page.getByTestId('match-bg')).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
  await expect(a.page.getByTestId('match-start')).toBeVisible();
  expect(await seriousViolations(a.page)).toEqual([]);
  await a.page.screenshot({ path: `${SHOTS}/match-theme-en.png` });

  await chooseLanguage(a.page, 'ar');
  await go(a.page, '/pages/match/index');
  await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(a.page.getByTestId('match-bg')).toBeVisible();
  expect(await seriousViolations(a.page)).toEqual([]);
  await a.page.screenshot({ path: `${SHOTS}/match-theme-ar.png` });

  // Back to the app's own look at the next start.
  await admin('config', 'set', 'theme', '""');
  await admin('config', 'set', 'match_bg', '""');
  await a.page.reload();
  await expect(a.page.getByTestId('match-start')).toBeVisible({ timeout: 15_000 });
  await expect(a.page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await expect(a.page.getByTestId('match-bg')).toHaveCount(0);
});
