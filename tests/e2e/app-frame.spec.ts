import { expect, test } from './fixtures';
import { signInQuick } from './session-helpers';

test('the app frame shows four tabs with the first selected and a 62 px tab bar', async ({ page }) => {
  await signInQuick(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/match\/index$/);
  for (const id of ['match', 'discover', 'message', 'me']) {
    await expect(page.getByTestId(`tab-${id}`)).toBeVisible();
  }
  await expect(page.getByTestId('tab-match')).toHaveAttribute('aria-current', 'page');
  const tabBar = await page.locator('nav.tab-bar').boundingBox();
  expect(tabBar?.height).toBe(62);
  const navBar = await page.locator('header.nav-bar').first().boundingBox();
  expect(navBar?.height).toBe(44);
});

test('the server answers the health check', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ ok: 1 });
});
