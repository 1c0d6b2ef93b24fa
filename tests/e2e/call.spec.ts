import { expect, test } from './fixtures';
import { closeUsers, expectRemoteVideoAdvancing, newUser } from './call-helpers';
import { admin } from './session-helpers';

test.afterEach(closeUsers);

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
    await expectRemoteVideoAdvancing(a.page);
    await expectRemoteVideoAdvancing(b.page);

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
    await expect(b.page.getByTestId('call-end-reason')).toContainText('Missed call from', { timeout: 15_000 });
  });

  test('C calls B while B talks with A: C is told B may be busy', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    const c = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');
    await admin('coins', 'grant', String(c.uid), '1000');

    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await a.page.getByTestId('user-call-video').click();
    await b.page.getByTestId('call-accept').click({ timeout: 15_000 });
    await expect(b.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });

    await c.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await c.page.getByTestId('user-call-video').click();
    await expect(c.page.getByTestId('call-end-reason')).toHaveText('The other user may be busy. Try again later.');
    await expect(b.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected');
    // B's screen is not disturbed: no second ring, no banner, no end notice.
    await expect(b.page.getByTestId('call-accept')).toHaveCount(0);
    await expect(b.page.getByTestId('notice-banner')).toHaveCount(0);
    await expect(b.page.getByTestId('call-end-reason')).toHaveCount(0);
  });

  test('calling oneself is refused with noCallSelf and no call starts', async ({ browser }) => {
    const a = await newUser(browser);
    await a.page.goto(`/#/pages/user-home-page/index?uid=${a.uid}`);
    await a.page.getByTestId('user-call-video').click();
    await expect(a.page.getByTestId('toast')).toHaveText("You can't call yourself");
    await expect(a.page.getByTestId('call-screen')).toHaveCount(0);
  });
});
