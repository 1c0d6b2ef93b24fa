import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';

test.afterEach(closeUsers);

const openChat = async (page: Page, peerUid: number) => {
  await go(page, `/pagesMsg/chat/index?uid=${peerUid}`);
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('chat-loading')).toHaveCount(0, { timeout: 15_000 });
};

const send = async (page: Page, text: string) => {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
};

/** Blocks the peer of the open chat from its header menu, confirmed. */
const blockFromChatMenu = async (page: Page) => {
  await page.getByTestId('chat-menu').click();
  await page.getByTestId('chat-block').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('chat-blocked')).toBeVisible();
};

/** The bubbles of one side (mine / theirs) holding `text`. */
const bubble = (page: Page, text: string, mine: boolean) => page.locator(`[data-testid="chat-message"][data-mine="${mine}"]`, { hasText: text });

test.describe('chat between two browsers', () => {
  test('messages go both ways in real time and the checkmarks turn to read when the other side opens the chat', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);

    await openChat(a.page, b.uid);
    await send(a.page, 'Hello from A');
    const sentByA = bubble(a.page, 'Hello from A', true);
    await expect(sentByA).toHaveCount(1);
    await expect(sentByA.getByTestId('chat-message-status')).toHaveAttribute('data-state', 'sent', { timeout: 15_000 });
    await expect(a.page.getByTestId('chat-input')).toHaveValue('');

    await openChat(b.page, a.uid);
    await expect(bubble(b.page, 'Hello from A', false)).toHaveCount(1);
    // B opened the chat: it is read, and A's checkmark turns blue without a reload.
    await expect(sentByA.getByTestId('chat-message-status')).toHaveAttribute('data-state', 'read', { timeout: 15_000 });

    await b.page.getByTestId('chat-input').fill('Hi A, B here');
    await b.page.getByTestId('chat-send').click();
    await expect(bubble(a.page, 'Hi A, B here', false)).toHaveCount(1, { timeout: 15_000 });
    // A has the chat open and visible: the new message is read at once.
    await expect(bubble(b.page, 'Hi A, B here', true).getByTestId('chat-message-status')).toHaveAttribute('data-state', 'read', { timeout: 15_000 });
  });

  test('a blank message is not sent and the empty-message tip shows', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await openChat(a.page, b.uid);
    await a.page.getByTestId('chat-input').fill('   ');
    await a.page.getByTestId('chat-send').click();
    await expect(a.page.getByRole('alertdialog')).toContainText('Unable to send blank message.');
    await a.page.getByTestId('dialog-confirm').click();
    await expect(a.page.locator('[data-testid="chat-message"][data-mine="true"]')).toHaveCount(0);
  });

  test('a phone number is masked on the receiver while the sender keeps what they wrote', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);

    await send(a.page, 'call me on 5551234567 tonight');
    await expect(bubble(a.page, 'call me on 5551234567 tonight', true)).toHaveCount(1);
    const received = b.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: 'call me on' });
    await expect(received).toHaveCount(1, { timeout: 15_000 });
    await expect(received).toContainText('***');
    await expect(received).not.toContainText('5551234567');
  });

  test('messages written offline wait as sending and are delivered once, in order, on reconnect', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);

    await a.page.context().setOffline(true);
    await expect(a.page.getByTestId('chat-offline')).toBeVisible();
    await send(a.page, 'offline one');
    await send(a.page, 'offline two');
    for (const text of ['offline one', 'offline two']) {
      await expect(bubble(a.page, text, true).getByTestId('chat-message-status')).toHaveAttribute('data-state', 'sending');
    }
    await b.page.waitForTimeout(1_500);
    await expect(b.page.locator('[data-testid="chat-message"]', { hasText: 'offline' })).toHaveCount(0);

    await a.page.context().setOffline(false);
    const delivered = b.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: 'offline' });
    await expect(delivered).toHaveCount(2, { timeout: 30_000 });
    await expect(delivered.nth(0)).toContainText('offline one');
    await expect(delivered.nth(1)).toContainText('offline two');
    for (const text of ['offline one', 'offline two']) {
      await expect(bubble(a.page, text, true).getByTestId('chat-message-status')).not.toHaveAttribute('data-state', /sending|failed/, { timeout: 30_000 });
    }
    // Nothing arrives twice, however the reconnect and the sync met.
    await b.page.waitForTimeout(2_000);
    await expect(delivered).toHaveCount(2);
  });

  test('a message to a host beyond the free ones without coins fails and asks to top up', async ({ browser }) => {
    const a = await newUser(browser);
    const host = await newUser(browser);
    await admin('user', 'host', String(host.uid), 'on');
    await openChat(a.page, host.uid);

    // FREE_MESSAGES_PER_HOST_CHAT (3) go free; the fourth costs MESSAGE_PRICE_TO_HOST coins a new guest lacks.
    for (const text of ['free 1', 'free 2', 'free 3']) {
      await send(a.page, text);
      await expect(bubble(a.page, text, true).getByTestId('chat-message-status')).toHaveAttribute('data-state', /sent|read/, { timeout: 15_000 });
    }
    const sheetLoads: string[] = [];
    a.page.on('request', (request) => {
      if (request.url().includes('/api/coin/callback')) sheetLoads.push(request.url());
    });
    await send(a.page, 'paid 4');
    // The top-up prompt (the wallet's balance sheet) opens over the chat, once: the answer's
    // recharge_alert opens it and nothing else does (no second sheet load, no popup beside it).
    await expect(a.page.getByTestId('balance-sheet')).toBeVisible({ timeout: 15_000 });
    await a.page.waitForTimeout(1_500);
    await expect(a.page.getByTestId('balance-sheet')).toHaveCount(1);
    await expect(a.page.getByTestId('discount-popup')).toHaveCount(0);
    expect(sheetLoads).toHaveLength(1);
    await expect(bubble(a.page, 'paid 4', true).getByTestId('chat-message-status')).toHaveAttribute('data-state', 'failed');
    await a.page.keyboard.press('Escape');
    await expect(a.page.getByTestId('balance-sheet')).toHaveCount(0);
    // Leaving the sheet may bring the wallet's retention offer: leave it too.
    const offer = a.page.getByTestId('discount-popup');
    if (await offer.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)) {
      await a.page.getByTestId('discount-close').click();
      await a.page.getByTestId('dialog-cancel').click();
      await expect(offer).toHaveCount(0);
    }

    // With coins the same message goes on a tap of its marker.
    await admin('coins', 'grant', String(a.uid), '100');
    await bubble(a.page, 'paid 4', true).getByTestId('chat-message-status').click();
    await expect(bubble(a.page, 'paid 4', true).getByTestId('chat-message-status')).toHaveAttribute('data-state', /sent|read/, { timeout: 15_000 });
    const delivered = host.page.locator('[data-testid="chat-message"]', { hasText: 'paid 4' });
    await openChat(host.page, a.uid);
    await expect(delivered).toHaveCount(1, { timeout: 15_000 });
  });

  test('the header menu blocks the peer and the report sheet files a report', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await openChat(a.page, b.uid);

    await a.page.getByTestId('chat-menu').click();
    await a.page.getByTestId('report-open').click();
    await a.page.getByTestId('report-submit').click();
    await expect(a.page.getByRole('alert')).toContainText('Please select a violation type');
    await a.page.getByTestId('report-reason').first().click();
    await a.page.getByTestId('report-submit').click();
    await expect(a.page.getByTestId('toast')).toContainText("We'll review your report");

    await blockFromChatMenu(a.page);
  });

  test('a blocked user cannot call the blocker: the caller is told so and nothing rings', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await blockFromChatMenu(a.page);

    await b.page.goto(`/#/pages/user-home-page/index?uid=${a.uid}`);
    await b.page.getByTestId('user-call-video').click();
    await expect(b.page.getByTestId('toast')).toHaveText("You can't call this user.", { timeout: 15_000 });
    // The call screen, if it opened before the refusal, says the same, not "the request failed".
    await expect(b.page.getByText('the request failed')).toHaveCount(0);
    await expect(a.page.getByTestId('call-screen')).toHaveCount(0);
  });

  test('a received message is translated on tap into the app language', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);
    await send(b.page, 'Hola');
    const received = bubble(a.page, 'Hola', false);
    await expect(received).toHaveCount(1, { timeout: 15_000 });
    await received.getByRole('button').first().click();
    await expect(received.getByTestId('chat-translation')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(received.getByTestId('chat-translation')).toHaveText('Hello');
  });

  test('the message menu deletes on this side, copies, and offers report only for received messages', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);
    await send(a.page, 'to be deleted');
    await send(b.page, 'from B');
    await expect(bubble(a.page, 'from B', false)).toHaveCount(1, { timeout: 15_000 });

    // Keyboard users reach the menu through the row's menu button.
    await bubble(a.page, 'to be deleted', true).getByRole('button', { name: 'Message actions' }).click();
    await expect(a.page.getByTestId('chat-menu-copy')).toBeVisible();
    await expect(a.page.getByTestId('report-open')).toHaveCount(0);
    await a.page.getByTestId('chat-menu-delete').click();
    await a.page.getByTestId('dialog-confirm').click();
    await expect(bubble(a.page, 'to be deleted', true)).toHaveCount(0);
    await expect(bubble(b.page, 'to be deleted', false)).toHaveCount(1);

    // A long press on a received message opens the same menu, with report (once the last popups are gone).
    await expect(a.page.getByRole('alertdialog')).toHaveCount(0);
    await expect(a.page.getByTestId('chat-message-menu')).toHaveCount(0);
    const box = await bubble(a.page, 'from B', false).locator('.bubble').boundingBox();
    if (!box) throw new Error('no bubble box');
    await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.page.mouse.down();
    await a.page.waitForTimeout(800);
    await a.page.mouse.up();
    await expect(a.page.getByTestId('report-open')).toBeVisible();
  });

  test('older messages load at the top without moving the view, and new ones wait behind a pill while reading history', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(b.page, a.uid);
    for (let i = 1; i <= 30; i += 1) await send(b.page, `history ${i}`);
    await expect(bubble(b.page, 'history 30', true).getByTestId('chat-message-status')).toHaveAttribute('data-state', /sent|read/, { timeout: 30_000 });

    await openChat(a.page, b.uid);
    const list = a.page.getByTestId('chat-list');
    await expect(bubble(a.page, 'history 30', false)).toBeVisible({ timeout: 15_000 });
    // The first page (20) does not reach back to the first message; scrolling up loads the rest.
    await expect(a.page.getByTestId('chat-first-contact')).toHaveCount(0);
    await expect
      .poll(async () => {
        await list.evaluate((el) => el.scrollTo({ top: 0 }));
        return a.page.getByTestId('chat-first-contact').count();
      }, { timeout: 20_000 })
      .toBe(1);
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(a.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: /history 1(?!\d)/ })).toBeVisible();

    // Reading history: a new message does not pull the view down; a pill counts it.
    const before = await list.evaluate((el) => el.scrollTop);
    await send(b.page, 'while you were reading');
    await expect(a.page.getByTestId('chat-new-messages')).toBeVisible({ timeout: 15_000 });
    expect(Math.abs((await list.evaluate((el) => el.scrollTop)) - before)).toBeLessThan(50);
    await a.page.getByTestId('chat-new-messages').click();
    await expect(bubble(a.page, 'while you were reading', false)).toBeVisible();
    await expect(a.page.getByTestId('chat-new-messages')).toHaveCount(0);
  });

  test('screens: a conversation in English and in Arabic (right to left) at a phone size', async ({ browser }, testInfo) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(b.page, a.uid);
    await send(b.page, 'Hi! How is your day going?');
    await openChat(a.page, b.uid);
    await send(a.page, 'Great, thanks! Just got back from a run 🏃');
    await send(b.page, 'Nice, where do you usually run?');
    await send(a.page, 'Along the river, about five kilometres');
    await expect(a.page.locator('[data-testid="chat-message"]')).toHaveCount(4, { timeout: 15_000 });
    await a.page.screenshot({ path: testInfo.outputPath('chat-en.png') });

    await chooseLanguage(a.page, 'ar');
    await openChat(a.page, b.uid);
    await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(a.page.locator('[data-testid="chat-message"]')).toHaveCount(4, { timeout: 15_000 });
    await a.page.screenshot({ path: testInfo.outputPath('chat-ar.png') });

    // An empty chat: the first-contact card and the quick greetings.
    const c = await newUser(browser);
    await openChat(c.page, a.uid);
    await expect(c.page.getByTestId('chat-greetings')).toBeVisible();
    await c.page.screenshot({ path: testInfo.outputPath('chat-empty-en.png') });
  });
});
