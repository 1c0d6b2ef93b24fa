import AxeBuilder from '@axe-core/playwright';
import { MOMENT_POST_PRICE } from '../../src/domain/moments/moment-rules';
import { HOST_POINT_PERCENT } from '../../server/messages/host-points';
import { HOME_SCREEN_REWARD_COINS } from '../../server/rewards/home-screen-reward.endpoint';
import { expect, test, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { CARDS, expectPayResult, payByCard } from './payment-helpers';
import { admin } from './session-helpers';
import { chooseLanguage, go, restingShot } from './shell-helpers';

test.afterEach(closeUsers);

/** The feed's order is refreshed every 10 s on the server: a new host shows within one refresh. */
const REFRESH_WAIT_MS = 25_000;
const COFFEE = { id: 4, price: 10 };

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** Opens Discover and pulls the feed again until `uid`'s card is there (or not). */
async function expectCard(page: Page, uid: number, shown: boolean): Promise<void> {
  const card = page.locator(`[data-testid="discover-card"][data-uid="${uid}"]`);
  await expect
    .poll(async () => {
      await page.goto('/#/pages/discover/index');
      await page.reload();
      await expect(page.locator('[data-testid="discover-card"], [data-testid="discover-empty"]').first()).toBeVisible({ timeout: 10_000 });
      return card.count();
    }, { timeout: REFRESH_WAIT_MS, intervals: [1_000, 2_000, 3_000] })
    .toBe(shown ? 1 : 0);
}

async function shownBalance(page: Page): Promise<number> {
  await page.goto('/#/pages/me/index');
  await page.reload();
  const value = page.getByTestId('balance-value');
  await expect(value).toHaveAttribute('data-value', /^\d+$/);
  return Number(await value.getAttribute('data-value'));
}

test.describe('Discover', () => {
  test('shows an online host with its dot, hides one the viewer blocked, and the filters narrow the feed', async ({ browser }) => {
    const viewer = await newUser(browser);
    const shown = await newUser(browser);
    const blocked = await newUser(browser);
    await admin('user', 'host', String(shown.uid), 'on');
    await admin('user', 'host', String(blocked.uid), 'on');

    await expectCard(viewer.page, shown.uid, true);
    await expectCard(viewer.page, blocked.uid, true);
    const card = viewer.page.locator(`[data-testid="discover-card"][data-uid="${shown.uid}"]`);
    await expect(card.locator('[data-status="online"]')).toHaveCount(1);
    await expectNoSeriousAxeViolations(viewer.page);

    await viewer.page.goto(`/#/pages/user-home-page/index?uid=${blocked.uid}`);
    await viewer.page.getByTestId('user-block').click();
    await viewer.page.getByTestId('dialog-confirm').click();
    await expect(viewer.page.getByTestId('user-block')).toHaveAttribute('data-blocked', '1');
    await expectCard(viewer.page, blocked.uid, false);
    await expect(card).toHaveCount(1);

    // A guest's gender is unknown: asking for women only leaves them out.
    await viewer.page.locator('[data-testid="discover-filter"][data-filter="sex"]').selectOption('2');
    await expect(card).toHaveCount(0);
    await viewer.page.locator('[data-testid="discover-filter"][data-filter="sex"]').selectOption('');
    await expect(card).toHaveCount(1);
    await viewer.page.locator('[data-testid="discover-filter"][data-filter="language"]').selectOption('sw');
    await expect(card).toHaveCount(0);
  });

  test('a moment costs a non-VIP its price, waits in review, and once passed others see it on Discover', async ({ browser }) => {
    const author = await newUser(browser);
    const reader = await newUser(browser);
    await admin('coins', 'grant', String(author.uid), '100');
    await expect.poll(() => shownBalance(author.page), { timeout: 15_000 }).toBeGreaterThanOrEqual(100);
    const before = await shownBalance(author.page);

    await author.page.goto('/#/pages/discover/index');
    await author.page.getByTestId('moment-publish').click();
    await expect(author.page.getByTestId('moment-cost')).toHaveAttribute('data-cost', String(MOMENT_POST_PRICE));
    await expectNoSeriousAxeViolations(author.page);
    const text = `Sunset walk ${author.uid}`;
    await author.page.getByTestId('moment-text').fill(text);
    await author.page.getByTestId('moment-submit').click();

    const mine = author.page.getByTestId('moment-item').filter({ hasText: text });
    await expect(mine).toHaveAttribute('data-status', '0', { timeout: 15_000 });
    await expect.poll(() => shownBalance(author.page), { timeout: 15_000 }).toBe(before - MOMENT_POST_PRICE);

    const queue = await admin('moments', 'list');
    const id = new RegExp(`#(\\d+) uid ${author.uid} pending`).exec(queue)?.[1];
    expect(id).toBeDefined();
    await admin('moments', 'review', String(id), 'pass');

    await author.page.goto(`/#/pages/user-home-page/index?uid=${author.uid}`);
    await expect(author.page.getByTestId('moment-item').filter({ hasText: text })).toHaveAttribute('data-status', '1');

    await reader.page.goto('/#/pages/discover/index');
    await reader.page.getByTestId('discover-section-moments').click();
    const seen = reader.page.getByTestId('moment-item').filter({ hasText: text });
    await expect(seen).toHaveAttribute('data-status', '1', { timeout: 15_000 });
    await seen.getByTestId('moment-like').click();
    await expect(seen.getByTestId('moment-like')).toContainText('1');
    await expectNoSeriousAxeViolations(reader.page);
  });

  test("a gift puts its sender and receiver on today's rankings, and the host's points show its share", async ({ browser }) => {
    const fan = await newUser(browser);
    const host = await newUser(browser);
    await admin('user', 'host', String(host.uid), 'on');
    await admin('coins', 'grant', String(fan.uid), '500');

    await fan.page.goto(`/#/pagesMsg/chat/index?uid=${host.uid}`);
    await expect(fan.page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
    await fan.page.getByTestId('gift-open').click();
    await fan.page.locator(`[data-testid="gift-item"][data-gift-id="${COFFEE.id}"]`).click();
    await fan.page.getByTestId('gift-send').click();
    await expect(fan.page.getByTestId('gift-animation')).toBeVisible({ timeout: 10_000 });

    await fan.page.goto('/#/pagesPub/ranking-list/ranking-list');
    await fan.page.locator('[data-testid="ranking-period"][data-period="daily"]').click();
    await fan.page.locator('[data-testid="ranking-kind"][data-kind="girls"]').click();
    await expect(fan.page.locator(`[data-testid="user-row"][data-uid="${host.uid}"]`)).toBeVisible({ timeout: 10_000 });
    await fan.page.locator('[data-testid="ranking-kind"][data-kind="guys"]').click();
    await expect(fan.page.locator(`[data-testid="user-row"][data-uid="${fan.uid}"]`)).toBeVisible({ timeout: 10_000 });
    await expect(fan.page.getByTestId('ranking-mine')).not.toContainText('–');
    await expectNoSeriousAxeViolations(fan.page);

    await host.page.goto('/#/pagesPub/point/point');
    await expect(host.page.getByTestId('points-value')).toHaveAttribute('data-value', String(Math.floor((COFFEE.price * HOST_POINT_PERCENT) / 100)));
    await expect(host.page.locator('[data-testid="points-source"][data-source="gift"] [data-period="today"]')).toHaveText(String(Math.floor((COFFEE.price * HOST_POINT_PERCENT) / 100)));
    await expectNoSeriousAxeViolations(host.page);
  });

  test('adding the app to the home screen credits its coins once: the balance moves on screen, a second install adds nothing', async ({ browser }) => {
    const user = await newUser(browser);
    const before = await shownBalance(user.page);
    /** The browser says the app was installed; resolves once the server has answered the claim. */
    const installed = async () => {
      const answered = user.page.waitForResponse((response) => response.url().includes('/reward/home-screen'));
      await user.page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await answered;
    };

    await installed();
    await expect(user.page.getByTestId('toast')).toContainText(String(HOME_SCREEN_REWARD_COINS));
    await expect(user.page.getByTestId('balance-value')).toHaveAttribute('data-value', String(before + HOME_SCREEN_REWARD_COINS));

    await user.page.reload();
    await expect(user.page.getByTestId('balance-value')).toHaveAttribute('data-value', String(before + HOME_SCREEN_REWARD_COINS));
    await installed();
    await expect(user.page.getByTestId('toast')).toHaveCount(0);
    expect(await shownBalance(user.page)).toBe(before + HOME_SCREEN_REWARD_COINS);
  });

  test("a VIP's moment is free: no cost shown, no coins taken, and it waits in review like any other", async ({ browser }) => {
    const vip = await newUser(browser);
    await go(vip.page, '/pagesPub/vip/index');
    await vip.page.getByTestId('vip-subscribe').click();
    await payByCard(vip.page, CARDS.succeed);
    await expectPayResult(vip.page, 'success');
    await expect(vip.page.getByTestId('payment-successful')).toBeVisible({ timeout: 15_000 });
    await vip.page.getByTestId('payment-successful-ok').click();
    const before = await shownBalance(vip.page);

    await vip.page.goto('/#/pagesPub/edit/publish-moment');
    await expect(vip.page.getByTestId('moment-cost')).toHaveAttribute('data-cost', '0');
    const text = `Free for VIP ${vip.uid}`;
    await vip.page.getByTestId('moment-text').fill(text);
    await vip.page.getByTestId('moment-submit').click();
    await expect(vip.page.getByTestId('moment-item').filter({ hasText: text })).toHaveAttribute('data-status', '0', { timeout: 15_000 });
    expect(await shownBalance(vip.page)).toBe(before);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`every Discover screen in ${language === 'en' ? 'English' : 'Arabic'} (390 × 844): pictures to look at, no serious axe violation`, async ({ browser }) => {
      const fan = await newUser(browser);
      const host = await newUser(browser);
      await admin('user', 'host', String(host.uid), 'on');
      await admin('coins', 'grant', String(fan.uid), '100');
      await fan.page.setViewportSize({ width: 390, height: 844 });
      await fan.page.goto(`/#/pagesMsg/chat/index?uid=${host.uid}`);
      await fan.page.getByTestId('gift-open').click();
      await fan.page.locator(`[data-testid="gift-item"][data-gift-id="${COFFEE.id}"]`).click();
      await fan.page.getByTestId('gift-send').click();
      await expect(fan.page.getByTestId('gift-animation')).toBeVisible({ timeout: 10_000 });
      if (language === 'ar') await chooseLanguage(fan.page, 'ar');

      const screens: readonly [name: string, route: string, ready: string][] = [
        ['discover', '/pages/discover/index', '[data-testid="discover-card"], [data-testid="discover-empty"]'],
        ['discover-moments', '/pages/discover/index', '[data-testid="discover-section-moments"]'],
        ['publish-moment', '/pagesPub/edit/publish-moment', '[data-testid="moment-cost"]'],
        ['rankings', '/pagesPub/ranking-list/ranking-list', '[data-testid="user-row"]'],
        ['points', '/pagesPub/point/point', '[data-testid="points-value"]'],
        ['user-page', `/pages/user-home-page/index?uid=${host.uid}`, '[data-testid="user-block"]'],
      ];
      for (const [name, route, ready] of screens) {
        await go(fan.page, route);
        await expect(fan.page.locator(ready).first()).toBeVisible({ timeout: 10_000 });
        if (name === 'discover-moments') {
          await fan.page.getByTestId('discover-section-moments').click();
          await expect(fan.page.locator('[data-testid="moment-item"], [data-testid="moments-empty"]').first()).toBeVisible({ timeout: 10_000 });
        }
        await restingShot(fan.page, `test-results/discover-screens/${language}-${name}.png`);
        await expectNoSeriousAxeViolations(fan.page);
      }
      if (language === 'ar') await expect(fan.page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }
});
