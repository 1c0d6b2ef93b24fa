import { expect, type Browser, type BrowserContext, type Page } from './fixtures';
import { shownUid, signInQuick } from './session-helpers';

// Contexts made by hand outlive a test unless closed: a stale user could be matched or called.
const contexts: BrowserContext[] = [];

/** For test.afterEach: closes every context newUser opened. */
export async function closeUsers(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/** A signed-in guest in a browser context of its own (its own storage, camera and broker session). */
export async function newUser(browser: Browser): Promise<{ page: Page; uid: number }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signInQuick(page);
  return { page, uid: await shownUid(page) };
}

/** The other side's video shows frames that keep coming: a size, and a playback clock that moves. */
export async function expectRemoteVideoAdvancing(page: Page): Promise<void> {
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
}
