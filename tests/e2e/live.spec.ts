import { expect, test } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { expectLiveVideoAdvancing, expectNoSeriousAxeViolations, goLive, say, watch } from './live-helpers';
import { admin } from './session-helpers';

test.afterEach(closeUsers);

test.describe('live rooms through the embedded SFU', () => {
  test('a host goes live, two viewers watch (frames advance), chat both ways, the host mutes and kicks, then ends: the live-end page', async ({ browser }) => {
    const host = await newUser(browser);
    const one = await newUser(browser);
    const two = await newUser(browser);
    await admin('user', 'host', String(host.uid), 'on');
    const title = `Evening chat ${host.uid}`;

    await goLive(host.page, title);
    await expectNoSeriousAxeViolations(host.page);

    await watch(one.page, title);
    await watch(two.page, title);
    await expect(one.page.getByTestId('live-notice')).toBeVisible();
    await expectLiveVideoAdvancing(one.page);
    await expectLiveVideoAdvancing(two.page);
    await expect(host.page.getByTestId('live-viewers')).toContainText('2');
    await expectNoSeriousAxeViolations(one.page);

    await say(one.page, 'hello from one');
    await expect(host.page.getByTestId('live-chat-message').filter({ hasText: 'hello from one' })).toBeVisible();
    await expect(two.page.getByTestId('live-chat-message').filter({ hasText: 'hello from one' })).toBeVisible();
    await say(host.page, 'welcome everyone');
    await expect(one.page.getByTestId('live-chat-message').filter({ hasText: 'welcome everyone' })).toBeVisible();
    await expect(two.page.getByTestId('live-chat-message').filter({ hasText: 'welcome everyone' })).toBeVisible();

    // Contact details are masked by the same screening rule as messages.
    await say(two.page, 'add me on whatsapp');
    await expect(one.page.getByTestId('live-chat-message').filter({ hasText: 'add me on' })).not.toContainText('whatsapp');

    // A gift through the gift sheet: coins move through the ledger and all three see it animate.
    await admin('coins', 'grant', String(one.uid), '500');
    await one.page.getByTestId('live-gift-open').click();
    await expect(one.page.getByTestId('gift-balance')).toHaveAttribute('data-value', '500');
    await one.page.getByTestId('gift-item').first().click();
    await one.page.getByTestId('gift-send').click();
    for (const page of [host.page, one.page, two.page]) await expect(page.getByTestId('gift-animation')).toBeVisible({ timeout: 10_000 });
    await one.page.getByTestId('live-gift-open').click();
    await expect.poll(async () => Number(await one.page.getByTestId('gift-balance').getAttribute('data-value'))).toBeLessThan(500);
    await one.page.keyboard.press('Escape');

    // Mute: the muted viewer is told and its input is off.
    await host.page.locator(`[data-testid="live-mute"][data-uid="${one.uid}"]`).first().click();
    await expect(one.page.getByTestId('live-notice')).toHaveAttribute('data-notice', 'muted');
    await expect(one.page.getByTestId('live-chat-input')).toBeDisabled();

    // Kick: the kicked viewer sees it at once and cannot come back to this live.
    await host.page.locator(`[data-testid="live-kick"][data-uid="${two.uid}"]`).first().click();
    await expect(two.page.getByTestId('live-kicked')).toBeVisible();
    await two.page.goto('/#/pages/discover/index');
    await two.page.getByTestId('live-card').filter({ hasText: title }).click();
    await expect(two.page.getByTestId('live-kicked')).toBeVisible();

    await host.page.getByTestId('live-end').click();
    await expect(host.page.getByTestId('live-ended')).toBeVisible();
    await expect(host.page.getByTestId('live-end-viewers')).toHaveText('2');
    await expect(host.page.getByTestId('live-end-gifts')).toHaveText('1');
    await expect.poll(async () => Number(await host.page.getByTestId('live-end-coins').textContent())).toBeGreaterThan(0);
    await expect(one.page.getByTestId('live-ended')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(host.page);
  });
});

test.describe('host to a private call and back', () => {
  test('a viewer with coins asks for a private call: the host answers on the live screen, the room pauses with a notice, and resumes when the call ends', async ({ browser }) => {
    const host = await newUser(browser);
    const caller = await newUser(browser);
    const watcher = await newUser(browser);
    await admin('user', 'host', String(host.uid), 'on');
    await admin('coins', 'grant', String(caller.uid), '2000');
    const title = `Private ${host.uid}`;

    await goLive(host.page, title);
    await watch(caller.page, title);
    await watch(watcher.page, title);

    await caller.page.getByTestId('live-private-call').click();
    await expect(caller.page.getByTestId('call-screen')).toBeVisible();
    // On the live screen the incoming call is a banner, not the call screen.
    await expect(host.page.getByTestId('notice-banner')).toBeVisible({ timeout: 15_000 });
    await expect(host.page.getByTestId('live-viewers')).toBeVisible();
    await host.page.getByTestId('call-accept').click();
    await expect(host.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
    await expect(watcher.page.getByTestId('live-paused')).toBeVisible({ timeout: 10_000 });

    await caller.page.getByTestId('call-hangup').click();
    await expect(watcher.page.getByTestId('live-paused')).toHaveCount(0, { timeout: 15_000 });
    await expect(watcher.page.getByTestId('live-notice')).toHaveAttribute('data-notice', 'back');

    // The host comes back to its live: it goes on by itself, and the watcher's picture flows again.
    await host.page.goto('/#/pagesLive/index?host=1');
    await expect(host.page.getByTestId('live-end')).toBeVisible({ timeout: 15_000 });
    await expectLiveVideoAdvancing(watcher.page);
  });
});
