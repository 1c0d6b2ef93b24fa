import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { CALL_STATUS_ICON } from '../../src/domain/constants';
import { seriousViolations } from './axe';

/*
 * The chat's action strip and the records the server writes into a chat (issue #18):
 * a call placed from the strip, its call message (type 8) on both sides afterwards, and
 * the match-success message (type 27) with the matched banner after a match.
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/chat-actions-shots';

const openChat = async (page: Page, peerUid: number) => {
  await go(page, `/pagesMsg/chat/index?uid=${peerUid}`);
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('chat-actions')).toBeVisible({ timeout: 15_000 });
};

/** Serious or critical axe findings on what is on screen now. */

test.describe('the chat action strip', () => {
  test('A calls B by video from their chat; after the call both chats show the call record with its length', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');

    await openChat(a.page, b.uid);
    await a.page.getByTestId('chat-action-video').click();
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'calling');
    await b.page.getByTestId('call-accept').click({ timeout: 15_000 });
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
    await expect(a.page.getByTestId('call-timer')).toBeVisible();
    await a.page.getByTestId('call-hangup').click();
    await expect(a.page.getByTestId('call-end-reason')).toBeVisible();
    await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });

    await openChat(a.page, b.uid);
    const mine = a.page.getByTestId('chat-call-record');
    await expect(mine).toHaveCount(1, { timeout: 15_000 });
    await expect(mine).toHaveAttribute('data-status', String(CALL_STATUS_ICON.completed));
    await expect(mine).toContainText('Video call');
    await openChat(b.page, a.uid);
    await expect(b.page.getByTestId('chat-call-record')).toHaveAttribute('data-status', String(CALL_STATUS_ICON.completed), { timeout: 15_000 });
  });

  test('a voice call A cancels while ringing is cancelled in A\'s chat and missed in B\'s', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');

    await openChat(a.page, b.uid);
    await a.page.getByTestId('chat-action-voice').click();
    await expect(b.page.getByTestId('call-accept')).toBeVisible({ timeout: 15_000 });
    await a.page.getByTestId('call-hangup').click();
    await expect(a.page.getByTestId('call-end-reason')).toHaveText('Call cancelled');

    await openChat(a.page, b.uid);
    await expect(a.page.getByTestId('chat-call-record')).toContainText('Voice call · Cancelled', { timeout: 15_000 });
    await openChat(b.page, a.uid);
    await expect(b.page.getByTestId('chat-call-record')).toContainText('Missed call', { timeout: 15_000 });
  });

  test('follow toggles from the strip and stays after a reload; the strip passes axe in English and Arabic', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await a.page.setViewportSize({ width: 390, height: 844 });

    await openChat(a.page, b.uid);
    const follow = a.page.getByTestId('chat-action-follow');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await a.page.reload();
    await expect(a.page.getByTestId('chat-action-follow')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    expect(await seriousViolations(a.page)).toEqual([]);
    await a.page.screenshot({ path: `${SHOTS}/chat-actions-en.png` });

    await chooseLanguage(a.page, 'ar');
    await openChat(a.page, b.uid);
    await expect(a.page.getByTestId('chat-action-video')).toContainText('دردشة فيديو');
    expect(await seriousViolations(a.page)).toEqual([]);
    await a.page.screenshot({ path: `${SHOTS}/chat-actions-ar.png` });
  });
});

test.describe('the chat popup on the call screen', () => {
  test('during a call A chats in the bottom sheet, B reads it in theirs, and closing it leaves the call running', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '1000');
    await a.page.setViewportSize({ width: 390, height: 844 });

    await openChat(a.page, b.uid);
    await a.page.getByTestId('chat-action-video').click();
    await b.page.getByTestId('call-accept').click({ timeout: 15_000 });
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });

    await a.page.getByTestId('call-chat').click();
    const popup = a.page.getByTestId('chat-popup');
    await expect(popup.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
    await popup.getByTestId('chat-input').fill('can you hear me?');
    await popup.getByTestId('chat-send').click();
    await expect(popup.locator('[data-testid="chat-message"][data-mine="true"]', { hasText: 'can you hear me?' })).toBeVisible({ timeout: 15_000 });
    // One call at a time: the strip offers no second call over this one.
    await expect(popup.getByTestId('chat-action-video')).toBeDisabled();
    await expect(popup.getByTestId('chat-action-voice')).toBeDisabled();
    expect(await seriousViolations(a.page)).toEqual([]);
    await a.page.screenshot({ path: `${SHOTS}/call-chat-popup-en.png` });

    await b.page.getByTestId('call-chat').click();
    await expect(b.page.getByTestId('chat-popup').locator('[data-testid="chat-message"][data-mine="false"]', { hasText: 'can you hear me?' })).toBeVisible({ timeout: 15_000 });

    await a.page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(a.page.getByTestId('call-chat')).toBeFocused();
    await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected');
    await a.page.getByTestId('call-hangup').click();
    await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('the match record in a chat', () => {
  test('after A and B are matched, their chat shows the match-success message and the matched banner', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '100');
    await admin('coins', 'grant', String(b.uid), '100');

    await a.page.getByTestId('tab-match').click();
    await a.page.getByTestId('match-start').click();
    await expect(a.page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');
    await b.page.getByTestId('tab-match').click();
    await b.page.getByTestId('match-start').click();
    await expect(a.page.getByTestId('call-screen')).toBeVisible({ timeout: 15_000 });
    await a.page.getByTestId('call-hangup').click();
    await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });

    for (const [side, peer] of [[a, b.uid], [b, a.uid]] as const) {
      await openChat(side.page, peer);
      await expect(side.page.getByTestId('chat-match-success')).toHaveCount(1, { timeout: 15_000 });
      await expect(side.page.getByTestId('chat-matched')).toBeVisible();
    }
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.page.screenshot({ path: `${SHOTS}/chat-matched-en.png` });
  });
});
