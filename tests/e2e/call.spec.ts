import { expect, test, type Browser, type Page } from '@playwright/test';
import { admin, shownUid, signInQuick } from './session-helpers';

/** A signed-in guest in a browser context of its own (its own storage, camera and broker session). */
async function newUser(browser: Browser): Promise<{ page: Page; uid: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInQuick(page);
  return { page, uid: await shownUid(page) };
}

/** The video shows frames that keep coming: a size, and a playback clock that moves. */
async function expectVideoAdvancing(page: Page, testId: string): Promise<void> {
  const video = page.getByTestId(testId);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
}

test.describe('calls between two browsers', () => {
  test('A calls B from B\'s page, B answers, both see the other\'s video, and one hang-up ends both', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');

    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await a.page.getByTestId('user-call-video').click();
    await expect(a.page.getByTestId('call-screen')).toBeVisible();
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'calling');

    await expect(b.page.getByTestId('call-screen')).toBeVisible({ timeout: 15_000 });
    await b.page.getByTestId('call-accept').click();

    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
    await expect(b.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
    await expect(a.page.getByTestId('call-timer')).toBeVisible();
    await expectVideoAdvancing(a.page, 'remote-video');
    await expectVideoAdvancing(b.page, 'remote-video');

    await b.page.getByTestId('call-hangup').click();
    await expect(b.page.getByTestId('call-end-reason')).toHaveText('Call ended');
    await expect(a.page.getByTestId('call-end-reason')).toHaveText('Call ended', { timeout: 15_000 });
  });

  test('B declines: A is told the call was declined by B', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');

    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await a.page.getByTestId('user-call-voice').click();
    await expect(b.page.getByTestId('call-decline')).toBeVisible({ timeout: 15_000 });
    await b.page.getByTestId('call-decline').click();
    await expect(a.page.getByTestId('call-end-reason')).toContainText('Call declined by', { timeout: 15_000 });
  });

  test('A cancels while ringing: both screens end, B\'s as a missed call', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');

    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await a.page.getByTestId('user-call-video').click();
    await expect(b.page.getByTestId('call-accept')).toBeVisible({ timeout: 15_000 });
    await a.page.getByTestId('call-hangup').click();
    await expect(a.page.getByTestId('call-end-reason')).toHaveText('Call cancelled');
    await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
  });

  test('calling oneself is refused with noCallSelf and no call starts', async ({ browser }) => {
    const a = await newUser(browser);
    await a.page.goto(`/#/pages/user-home-page/index?uid=${a.uid}`);
    await a.page.getByTestId('user-call-video').click();
    await expect(a.page.getByTestId('toast')).toHaveText("You can't call yourself");
    await expect(a.page.getByTestId('call-screen')).toHaveCount(0);
  });
});
