import { expect, test } from './fixtures';
import { HOST_DEFAULT_VIDEO_PRICE_PER_MIN } from '../../src/domain/constants';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';

test.afterEach(closeUsers);

test.describe('after a call', () => {
  test('a caller with coins for one minute is cut off with reason 5, the recharge popup opens, and the call list shows the call', async ({ browser }) => {
    // The billing clock is real time here: the second minute starts 60 s after media came up.
    test.setTimeout(180_000);
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('user', 'host', String(b.uid), 'on');
    await admin('coins', 'grant', String(a.uid), String(HOST_DEFAULT_VIDEO_PRICE_PER_MIN));

    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await expect(a.page.getByTestId('user-prices')).toContainText(String(HOST_DEFAULT_VIDEO_PRICE_PER_MIN));
    await a.page.getByTestId('user-call-video').click();
    await b.page.getByTestId('call-accept').click({ timeout: 15_000 });
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });

    await expect(a.page.getByTestId('call-end-reason')).toHaveText('Call ended due to insufficient balance', { timeout: 90_000 });
    await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
    const popup = a.page.getByTestId('call-end-recharge');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('peer-card')).toBeVisible();
    await expect(a.page.getByTestId('call-end-recharge-countdown')).toContainText(/Offer ends in 0?[23]:\d\d/);
    await a.page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    await a.page.getByTestId('call-end-close').click();
    await expect(a.page.getByTestId('call-end-page')).toBeVisible();
    await expect(a.page.getByTestId('call-end-coins')).toHaveText(`${HOST_DEFAULT_VIDEO_PRICE_PER_MIN} coins spent`);

    await a.page.goto('/#/pagesPub/call-list/list');
    const row = a.page.getByTestId('call-list-row').first();
    await expect(row).toHaveAttribute('data-kind', 'outgoing');
    await expect(row.getByTestId('call-status-icon')).toHaveAttribute('data-icon', '2');
  });

  test('an unanswered call ends as missed on the callee, who gets the missed-call popup', async ({ browser }) => {
    test.setTimeout(120_000);
    const a = await newUser(browser);
    const b = await newUser(browser);
    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await a.page.getByTestId('user-call-voice').click();
    await expect(b.page.getByTestId('call-accept')).toBeVisible({ timeout: 15_000 });

    await expect(b.page.getByTestId('missed-call-popup')).toBeVisible({ timeout: 60_000 });
    await expect(a.page.getByTestId('call-end-reason')).toHaveText('The other user may be busy. Try again later.');
    await expect(b.page.getByTestId('call-end-reason')).toContainText('Missed call from');
    await expect(b.page.getByTestId('missed-call-call')).toBeVisible();

    await b.page.goto('/#/pagesPub/call-list/list');
    await expect(b.page.getByTestId('call-list-row').first()).toHaveAttribute('data-kind', 'missed');
  });

  test('following from the user page sticks across a reload', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    const follow = a.page.getByTestId('user-follow');
    await expect(follow).not.toBeChecked();
    await follow.click({ force: true });
    await expect(follow).toBeChecked();
    await a.page.reload();
    await expect(a.page.getByTestId('user-follow')).toBeChecked();
  });

  test('a follower on the user page sees the user busy while a call rings them and free again after, without a reload', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    const c = await newUser(browser);
    await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await a.page.getByTestId('user-follow').click({ force: true });
    await expect(a.page.getByTestId('user-follow')).toBeChecked();
    await expect(a.page.getByTestId('peer-online-dot')).toHaveAttribute('data-status', '1');
    await expect(a.page.getByTestId('user-busy')).toHaveCount(0);

    await c.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
    await c.page.getByTestId('user-call-voice').click();
    await expect(b.page.getByTestId('call-accept')).toBeVisible({ timeout: 15_000 });
    await expect(a.page.getByTestId('user-busy')).toHaveText('In a call', { timeout: 10_000 });
    await expect(a.page.getByTestId('peer-online-dot')).toHaveAttribute('data-status', '2');

    await c.page.getByTestId('call-hangup').click();
    await expect(a.page.getByTestId('user-busy')).toHaveCount(0, { timeout: 10_000 });
    await expect(a.page.getByTestId('peer-online-dot')).toHaveAttribute('data-status', '1');
  });
});
