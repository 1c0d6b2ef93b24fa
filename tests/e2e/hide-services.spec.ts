import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';
import { go } from './shell-helpers';

/*
 * An operator hides a feature with `config set hide_services` (issue #18): its tab, its
 * entries and its routes disappear from the app's next start. The setting is put back
 * after each test, since every spec shares the server.
 */

test.afterEach(async () => {
  await admin('config', 'set', 'hide_services', '[]');
  await closeUsers();
});

test('hiding discover and the call list takes away the Discover tab, the Me entry and their routes', async ({ browser }) => {
  expect(await admin('config', 'set', 'hide_services', '["discover","call_list"]')).toContain('hide_services is now ["discover","call_list"]');
  const a = await newUser(browser);
  await a.page.setViewportSize({ width: 390, height: 844 });

  await expect(a.page.getByTestId('tab-match')).toBeVisible();
  await expect(a.page.getByTestId('tab-discover')).toHaveCount(0);
  await expect(a.page.getByTestId('tab-message')).toBeVisible();
  await go(a.page, '/pages/me/index');
  await expect(a.page.getByTestId('me-settings')).toBeVisible();
  await expect(a.page.locator('a[href$="/pagesPub/call-list/list"]')).toHaveCount(0);
  await a.page.screenshot({ path: 'test-results/hide-services-shots/me-without-call-list-en.png' });

  await go(a.page, '/pages/discover/index');
  await expect(a.page.getByTestId('not-found')).toBeVisible();
  await go(a.page, '/pagesPub/call-list/list');
  await expect(a.page.getByTestId('not-found')).toBeVisible();
  const serious = (await new AxeBuilder({ page: a.page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

test('showing them again brings the tab back at the next start', async ({ browser }) => {
  await admin('config', 'set', 'hide_services', '["discover"]');
  const a = await newUser(browser);
  await expect(a.page.getByTestId('tab-discover')).toHaveCount(0);
  await admin('config', 'set', 'hide_services', '[]');
  await a.page.reload();
  await expect(a.page.getByTestId('tab-discover')).toBeVisible({ timeout: 15_000 });
});
