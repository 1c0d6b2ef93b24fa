import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** The live's video shows frames that keep coming (a size, and a playback clock that moves). */
export async function expectLiveVideoAdvancing(page: Page): Promise<void> {
  const video = page.getByTestId('live-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
}

export async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('live-chat-input').fill(text);
  await page.getByTestId('live-chat-send').click();
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
}

/** A host goes live with a title from its camera preview. */
export async function goLive(page: Page, title: string): Promise<void> {
  await page.goto('/#/pagesLive/index?host=1');
  await expect.poll(() => page.getByTestId('live-video').evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.getByTestId('live-title').fill(title);
  await page.getByTestId('live-start').click();
  await expect(page.getByTestId('live-viewers')).toBeVisible({ timeout: 15_000 });
}

/** A viewer opens Discover and taps the room's live card. */
export async function watch(page: Page, title: string): Promise<void> {
  await page.getByTestId('tab-discover').click();
  const card = page.getByTestId('live-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.click();
  await expect(page.getByTestId('live-viewers')).toBeVisible({ timeout: 15_000 });
}
