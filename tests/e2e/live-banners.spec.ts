import { expect, test, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { expectNoSeriousAxeViolations, goLive, watch } from './live-helpers';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';

test.afterEach(closeUsers);

const SHOTS = 'test-results/live-shots';

async function follow(page: Page, uid: number): Promise<void> {
  await go(page, `/pages/user-home-page/index?uid=${uid}`);
  await page.getByTestId('user-follow').click();
  await expect(page.getByTestId('user-follow')).toBeChecked();
}

const banner = (page: Page, kind: 'liveInvite' | 'liveGift') => page.locator(`[data-testid="notice-banner"][data-kind="${kind}"]`);
const shownLiveId = (page: Page) => new URL(page.url().replace('/#/', '/')).searchParams.get('live_id');

test.describe('live banners and swiping between rooms', () => {
  test.describe.configure({ timeout: 120_000 });

  test('followers outside get the live invite (type 4) and the live-gift banner (type 5), tap into the live, and swipe to another room and back', async ({ browser }) => {
    const host = await newUser(browser);
    const other = await newUser(browser);
    const fan = await newUser(browser);
    const fanAr = await newUser(browser);
    const gifter = await newUser(browser);
    for (const one of [host, other]) await admin('user', 'host', String(one.uid), 'on');
    await admin('coins', 'grant', String(gifter.uid), '500');
    await follow(fan.page, host.uid);
    await follow(fanAr.page, host.uid);
    await chooseLanguage(fanAr.page, 'ar');
    for (const page of [fan.page, fanAr.page]) await go(page, '/pages/discover/index');
    await goLive(other.page, `Other room ${other.uid}`);

    const title = `Banner room ${host.uid}`;
    await goLive(host.page, title);
    await expect(banner(fan.page, 'liveInvite')).toContainText(title, { timeout: 15_000 });
    await expect(banner(fanAr.page, 'liveInvite')).toBeVisible({ timeout: 15_000 });
    await fan.page.screenshot({ path: `${SHOTS}/live-invite-banner-en.png` });
    await fanAr.page.screenshot({ path: `${SHOTS}/live-invite-banner-ar.png` });
    await expectNoSeriousAxeViolations(fan.page);
    // 5.5 s, then it goes by itself.
    for (const page of [fan.page, fanAr.page]) await expect(banner(page, 'liveInvite')).toHaveCount(0, { timeout: 10_000 });

    await watch(gifter.page, title);
    await gifter.page.getByTestId('live-gift-open').click();
    await gifter.page.getByTestId('gift-item').first().click();
    await gifter.page.getByTestId('gift-send').click();
    // A tap on the banner opens the live; the swipe buttons (and a vertical swipe) move between rooms.
    await banner(fan.page, 'liveGift').getByRole('button').first().click({ timeout: 15_000 });
    await expect(fan.page.getByTestId('live-viewers')).toBeVisible({ timeout: 15_000 });
    await expect(banner(fanAr.page, 'liveGift')).toBeVisible({ timeout: 15_000 });
    await fanAr.page.screenshot({ path: `${SHOTS}/live-gift-banner-ar.png` });
    const first = shownLiveId(fan.page);
    await go(fanAr.page, `/pagesLive/index?live_id=${first}`);
    await expect(fanAr.page.getByTestId('live-next')).toBeVisible({ timeout: 15_000 });
    await fan.page.getByTestId('live-next').click();
    await expect.poll(() => shownLiveId(fan.page)).not.toBe(first);
    await expect(fan.page.getByTestId('live-viewers')).toBeVisible({ timeout: 15_000 });
    await fan.page.screenshot({ path: `${SHOTS}/live-room-swipe-en.png` });
    await expectNoSeriousAxeViolations(fan.page);
    await fanAr.page.screenshot({ path: `${SHOTS}/live-room-swipe-ar.png` });

    const second = shownLiveId(fan.page);
    const stage = await fan.page.locator('.live__stage').boundingBox();
    if (stage === null) throw new Error('no live stage');
    const x = stage.x + stage.width / 2;
    await fan.page.mouse.move(x, stage.y + stage.height - 40);
    await fan.page.mouse.down();
    await fan.page.mouse.move(x, stage.y + stage.height - 200, { steps: 5 });
    await fan.page.mouse.up();
    await expect.poll(() => shownLiveId(fan.page)).not.toBe(second);
    await expect(fan.page.getByTestId('live-viewers')).toBeVisible({ timeout: 15_000 });
  });
});
