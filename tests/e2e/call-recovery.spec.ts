import { expect, test } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';

test.afterEach(closeUsers);

/*
 * A call that rings while the callee's app starts or reconnects: the client asks the
 * server on every connect (/call/current) and rings for what it missed, or learns that
 * the call ended while it was away. Run with --repeat-each=10: the race is timing-bound.
 */
test.describe('a call that rings while the callee is away', () => {
  for (const delayMs of [0, 1_000, 2_000]) {
    test(`B reloads, A calls ${delayMs} ms later: B rings once and can answer`, async ({ browser }) => {
      const a = await newUser(browser);
      const b = await newUser(browser);
      await admin('coins', 'grant', String(a.uid), '1000');
      await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
      await expect(a.page.getByTestId('user-call-video')).toBeVisible();

      await b.page.reload({ waitUntil: 'commit' });
      await a.page.waitForTimeout(delayMs);
      await a.page.getByTestId('user-call-video').click();
      await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'calling');

      await expect(b.page.getByTestId('call-accept')).toBeVisible({ timeout: 15_000 });
      await b.page.getByTestId('call-accept').click();
      await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
      await expect(b.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
      // One ring, one call: a push that arrives beside the recovery does not ring a second time.
      await expect(b.page.getByTestId('notice-banner')).toHaveCount(0);
      await expect(b.page.getByTestId('call-accept')).toHaveCount(0);
    });
  }

  test('A calls and cancels while B is away: B does not ring when it comes back and sees the missed call', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');
    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);

    // Set before the app loads on each page B opens: did a ring ever show, even for a moment?
    await b.page.context().addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="call-accept"]') !== null) sessionStorage.setItem('rang', '1');
      }).observe(document, { childList: true, subtree: true });
    });
    await b.page.goto('about:blank');
    await a.page.getByTestId('user-call-video').click();
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'calling');
    await a.page.getByTestId('call-hangup').click();
    await expect(a.page.getByTestId('call-end-reason')).toHaveText('Call cancelled');

    await b.page.goto('/');
    await expect(b.page.getByTestId('missed-call-popup')).toBeVisible({ timeout: 15_000 });
    await expect(b.page.getByTestId('call-accept')).toHaveCount(0);
    await expect(b.page.getByTestId('call-screen')).toHaveCount(0);
    expect(await b.page.evaluate(() => sessionStorage.getItem('rang'))).toBeNull();
  });
});
