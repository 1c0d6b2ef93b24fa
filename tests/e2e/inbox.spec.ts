import { expect, test, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { go } from './shell-helpers';

test.afterEach(closeUsers);

const openChat = async (page: Page, peerUid: number) => {
  await go(page, `/pagesMsg/chat/index?uid=${peerUid}`);
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
};

/** A's inbox row for the chat with `peerUid`. */
const rowOf = (page: Page, peerUid: number) => page.locator(`[data-testid="inbox-row"][data-peer-uid="${peerUid}"]`);

test.describe('inbox', () => {
  test('a message from B appears in A’s inbox with its unread count, opening it clears the count, and a swipe left deletes the row', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await go(a.page, '/pages/message/index');
    await expect(a.page.getByTestId('inbox-find-matches')).toBeVisible({ timeout: 15_000 });

    await openChat(b.page, a.uid);
    await b.page.getByTestId('chat-input').fill('Hello A, it is B');
    await b.page.getByTestId('chat-send').click();
    await b.page.getByTestId('chat-input').fill('Are you there?');
    await b.page.getByTestId('chat-send').click();

    // Live, without a refresh: the row comes with the preview and 2 unread, the tab counter too.
    const row = rowOf(a.page, b.uid);
    await expect(row).toHaveAttribute('data-unread', '2', { timeout: 15_000 });
    await expect(row).toContainText('Are you there?');
    await expect(row.getByTestId('inbox-row-unread')).toHaveText('2');
    await expect(a.page.getByTestId('inbox-count-unread')).toHaveText('2');

    await row.getByRole('button', { name: /unread/ }).click();
    await expect(a.page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
    await go(a.page, '/pages/message/index');
    await expect(rowOf(a.page, b.uid)).toHaveAttribute('data-unread', '0', { timeout: 15_000 });
    await expect(a.page.getByTestId('inbox-count-unread')).toHaveCount(0);

    // Swipe the row left by more than the 20 px threshold: delete shows; tap it.
    const box = await rowOf(a.page, b.uid).boundingBox();
    if (box === null) throw new Error('the row has no box');
    const y = box.y + box.height / 2;
    await a.page.mouse.move(box.x + box.width - 20, y);
    await a.page.mouse.down();
    await a.page.mouse.move(box.x + box.width - 60, y, { steps: 5 });
    await a.page.mouse.move(box.x + box.width - 120, y, { steps: 5 });
    await a.page.mouse.up();
    await expect(rowOf(a.page, b.uid)).toHaveClass(/inbox-row--revealed/);
    await rowOf(a.page, b.uid).getByTestId('inbox-row-delete').click();
    await expect(rowOf(a.page, b.uid)).toHaveCount(0);
    await expect(a.page.getByTestId('inbox-find-matches')).toBeVisible();
    // Gone on the server too: a reload does not bring it back.
    await a.page.reload();
    await expect(a.page.getByTestId('inbox-find-matches')).toBeVisible({ timeout: 15_000 });
  });

  test('a message from someone whose chat is not open shows the message banner, which opens the chat', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await go(a.page, '/pages/me/index');
    await openChat(b.page, a.uid);
    await b.page.getByTestId('chat-input').fill('Banner test');
    await b.page.getByTestId('chat-send').click();
    const banner = a.page.locator('[data-testid="notice-banner"][data-kind="message"]');
    await expect(banner).toContainText('Banner test', { timeout: 15_000 });
    await banner.getByRole('button', { name: /New message/ }).click();
    await expect(a.page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
    await expect(a.page.locator('[data-testid="chat-message"]', { hasText: 'Banner test' })).toHaveCount(1);
  });
});
