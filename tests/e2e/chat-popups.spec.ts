import { expect, test, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * Issue #18 (chat) and #19 (gift items): the gift bag filled by an operator's event and
 * listed first, a bag gift sent for no coins, gifts priced in money beside coins, a dear
 * gift confirmed first, the income line a host sees; the inbox as a dialog over the match
 * page and the bottom-sheet chat popup it opens.
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/chat-popups-shots';
const CAKE = 9; // 49 coins: in the bag
const COFFEE = 4; // 10 coins
const CROWN = 13; // 299 coins: above the confirmation threshold

const openChat = async (page: Page, peerUid: number) => {
  await go(page, `/pagesMsg/chat/index?uid=${peerUid}`);
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
};

const giftItem = (page: Page, id: number) => page.locator(`[data-testid="gift-item"][data-gift-id="${id}"]`);

for (const lang of ['en', 'ar'] as const) {
  test(`gift bag first and free, money beside coins, a dear gift confirmed, the host's income line (${lang})`, async ({ browser }) => {
    const fan = await newUser(browser);
    const host = await newUser(browser);
    await fan.page.setViewportSize({ width: 390, height: 844 });
    if (lang === 'ar') await chooseLanguage(fan.page, 'ar');
    await admin('user', 'host', String(host.uid), 'on');
    await admin('coins', 'grant', String(fan.uid), '1000');
    expect(await admin('gifts', 'grant', String(fan.uid), String(CAKE), '1')).toContain('they hold 1 now');

    // The packages the balance page loads give the coin its price in money.
    await go(fan.page, '/pagesPub/balance/coins');
    await expect(fan.page.getByTestId('package-item').first()).toBeVisible({ timeout: 15_000 });
    await openChat(fan.page, host.uid);
    await fan.page.getByTestId('gift-open').click();
    await expect(fan.page.getByTestId('gift-item').first()).toHaveAttribute('data-gift-id', String(CAKE), { timeout: 15_000 });
    await expect(giftItem(fan.page, CROWN).getByTestId('gift-money')).toBeVisible();
    const balance = fan.page.getByTestId('gift-balance');
    await expect(balance).toHaveAttribute('data-value', '1000');
    expect(await seriousViolations(fan.page)).toEqual([]);
    await fan.page.screenshot({ path: `${SHOTS}/gift-sheet-bag-${lang}.png` });

    // From the bag: no coins move.
    await giftItem(fan.page, CAKE).click();
    await fan.page.getByTestId('gift-send').click();
    await expect(fan.page.getByTestId('gift-animation')).toBeVisible({ timeout: 10_000 });
    await expect(fan.page.getByTestId('gift-animation')).toHaveCount(0, { timeout: 12_000 });

    // A dear gift asks first; cancelling sends nothing.
    await fan.page.getByTestId('gift-open').click();
    await expect(balance).toHaveAttribute('data-value', '1000');
    await expect(giftItem(fan.page, CAKE).locator('.gift-item__bag')).toHaveCount(0);
    await giftItem(fan.page, CROWN).click();
    await fan.page.getByTestId('gift-send').click();
    const confirm = fan.page.getByTestId('dialog-confirm');
    await expect(confirm).toBeVisible();
    // The price in the sentence is written as the language writes numbers (Arabic digits in Arabic).
    await expect(fan.page.getByRole('alertdialog')).toContainText(new Intl.NumberFormat(lang).format(299));
    expect(await seriousViolations(fan.page)).toEqual([]);
    await fan.page.screenshot({ path: `${SHOTS}/gift-confirm-${lang}.png` });
    await fan.page.getByTestId('dialog-cancel').click();
    await expect(fan.page.getByTestId('gift-sheet')).toBeVisible();
    await expect(balance).toHaveAttribute('data-value', '1000');

    // A cheap gift goes without asking; the host sees what it earned them.
    await giftItem(fan.page, COFFEE).click();
    await fan.page.getByTestId('gift-send').click();
    await expect(fan.page.getByTestId('gift-animation')).toBeVisible({ timeout: 10_000 });
    await expect(fan.page.getByTestId('dialog-confirm')).toHaveCount(0);
    await openChat(host.page, fan.uid);
    const gifts = host.page.locator('[data-testid="chat-message"][data-mine="false"][data-kind="gift"]');
    await expect(gifts).toHaveCount(2, { timeout: 15_000 });
    await expect(host.page.getByTestId('chat-income')).toHaveCount(2);
    await expect(host.page.getByTestId('chat-income').last()).toHaveAttribute('data-points', '5');
  });

  test(`the inbox opens as a dialog over the match page and a conversation in the chat popup (${lang})`, async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await a.page.setViewportSize({ width: 390, height: 844 });
    if (lang === 'ar') await chooseLanguage(a.page, 'ar');
    await openChat(b.page, a.uid);
    await b.page.getByTestId('chat-input').fill('hello from b');
    await b.page.getByTestId('chat-send').click();

    await go(a.page, '/pages/match/index');
    await a.page.getByTestId('inbox-dialog-open').click();
    const dialog = a.page.getByTestId('inbox-dialog');
    await expect(dialog).toBeVisible();
    const row = dialog.locator(`[data-testid="inbox-row"][data-peer-uid="${b.uid}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(a.page)).toEqual([]);
    await a.page.screenshot({ path: `${SHOTS}/inbox-dialog-${lang}.png` });
    // Escape closes it, focus back on the button that opened it.
    await a.page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(a.page.getByTestId('inbox-dialog-open')).toBeFocused();

    await a.page.getByTestId('inbox-dialog-open').click();
    await row.click();
    const popup = a.page.getByTestId('chat-popup');
    await expect(popup).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(popup.locator('[data-testid="chat-message"]', { hasText: 'hello from b' })).toBeVisible({ timeout: 15_000 });
    await expect(a.page).toHaveURL(/pages\/match\/index$/);
    expect(await seriousViolations(a.page)).toEqual([]);
    await a.page.screenshot({ path: `${SHOTS}/chat-popup-${lang}.png` });

    // A reply from inside the popup reaches the other side.
    await popup.getByTestId('chat-input').fill('hi from the popup');
    await popup.getByTestId('chat-send').click();
    await expect(b.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: 'hi from the popup' })).toBeVisible({ timeout: 15_000 });

    // Back goes to the popup's list; a swipe down on the handle closes it.
    await popup.getByTestId('chat-popup-back').click();
    await expect(popup.locator(`[data-testid="inbox-row"][data-peer-uid="${b.uid}"]`)).toBeVisible();
    const grip = popup.getByTestId('sheet-grip');
    const box = (await grip.boundingBox())!;
    await a.page.mouse.move(box.x + box.width / 2, box.y + 6);
    await a.page.mouse.down();
    await a.page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 4 });
    await a.page.mouse.move(box.x + box.width / 2, box.y + 200, { steps: 4 });
    await a.page.mouse.up();
    await expect(popup).toHaveCount(0);
  });
}
