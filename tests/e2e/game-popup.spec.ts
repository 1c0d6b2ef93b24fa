import { expect, test, type Frame, type Page } from './fixtures';
import { admin, shownUid, signInQuick } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * The game popup (001 §2, §4; issue #16): a sample game over the Discover page, in the game
 * page's frame and bridge — it loads, plays a round that moves coins, and closing it
 * refreshes the balance. English and Arabic at 390 × 844, axe clean.
 */

const SHOTS = 'test-results/games-shots';
const GAME_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 5}`;

/** Opens game `id` in the popup from the Discover tab and waits until the game has called in. */
async function openPopup(page: Page, id: number): Promise<Frame> {
  await go(page, '/pages/discover/index');
  await page.locator(`[data-testid="game-popup-open"][data-game-id="${id}"]`).click();
  await expect(page.getByTestId('game-popup')).toBeVisible();
  await expect(page.getByTestId('game-area')).toHaveAttribute('data-phase', 'ready', { timeout: 20_000 });
  const frame = page.frames().find((f) => f.url().startsWith(GAME_ORIGIN));
  if (frame === undefined) throw new Error('the game frame is not on the games origin');
  await expect(frame.locator('#game')).toHaveAttribute('data-ready', 'true');
  return frame;
}

test('the game popup opens a game over the page, plays a round that moves coins, and closing it refreshes the balance', async ({ page }) => {
  await signInQuick(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const uid = await shownUid(page);
  await admin('coins', 'grant', String(uid), '100');

  const frame = await openPopup(page, 1);
  await expect(page).toHaveURL(/#\/pages\/discover\/index$/);
  await expect(frame.getByTestId('game-balance')).toHaveAttribute('data-value', '100');
  // The area is 51/32 as tall as it is wide (001 §2).
  const box = await page.getByTestId('game-area').boundingBox();
  expect(Math.abs(box!.height - (box!.width * 51) / 32)).toBeLessThan(2);
  await page.screenshot({ path: `${SHOTS}/game-popup-en.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await frame.locator('[data-testid="game-choice"][data-choice="0"]').click();
  await expect(frame.locator('#game')).toHaveAttribute('data-rounds', '1');
  const afterRound = Number(await frame.getByTestId('game-balance').getAttribute('data-value'));
  expect([90, 110]).toContain(afterRound);

  await page.getByTestId('game-close').click();
  await expect(page.getByTestId('game-popup')).toHaveCount(0);
  await go(page, '/pages/me/index');
  await expect(page.getByTestId('balance-value')).toHaveAttribute('data-value', String(afterRound));
});

test('the game popup in Arabic', async ({ page }) => {
  await signInQuick(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'ar');
  const frame = await openPopup(page, 2);
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: `${SHOTS}/game-popup-ar.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('game-close').click();
  await expect(page.getByTestId('game-popup')).toHaveCount(0);
});
