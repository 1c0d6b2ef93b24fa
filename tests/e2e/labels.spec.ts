import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { admin } from './session-helpers';
import { closeUsers, newUser } from './call-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { ONLINE_STATUS } from '../../src/domain/constants';
import { PRESENCE_GRACE_MS } from '../../server/presence/in-memory-presence-store';

/*
 * Issue #13 part C: one presence store behind every online dot (the user page, the chat
 * header and the inbox change together when someone goes offline), and the labels of the
 * user page — the viewer's intimacy and the avatar's top label.
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/labels-shots';

async function look(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const inboxRowOf = (page: Page, peerUid: number) => page.locator(`[data-testid="inbox-row"][data-peer-uid="${peerUid}"]`);

test('a user who goes offline loses their dot on the user page, the chat header and the inbox at once', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await newUser(browser);
  const b = await newUser(browser);
  // B writes to A: chat partners hear each other's presence (type 7).
  await go(b.page, `/pagesMsg/chat/index?uid=${a.uid}`);
  await expect(b.page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
  await b.page.getByTestId('chat-input').fill('Are you around?');
  await b.page.getByTestId('chat-send').click();
  await expect(b.page.getByTestId('chat-peer-dot')).toHaveAttribute('data-status', String(ONLINE_STATUS.online), { timeout: 15_000 });

  // The inbox and the user page loaded while A is online, each with its own card.
  await go(b.page, '/pages/message/index');
  await expect(inboxRowOf(b.page, a.uid).getByTestId('inbox-row-dot')).toBeVisible({ timeout: 15_000 });
  await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
  const userDot = b.page.getByTestId('peer-online-dot');
  await expect(userDot).toHaveAttribute('data-status', String(ONLINE_STATUS.online), { timeout: 15_000 });

  await a.page.context().close();
  await expect(userDot).toHaveAttribute('data-status', String(ONLINE_STATUS.offline), { timeout: PRESENCE_GRACE_MS + 20_000 });
  // The other views read the same store: no reload, no refetch, and they agree at once.
  await go(b.page, `/pagesMsg/chat/index?uid=${a.uid}`);
  await expect(b.page.getByTestId('chat-peer-name')).toBeVisible({ timeout: 15_000 });
  await expect(b.page.getByTestId('chat-peer-dot')).toHaveCount(0);
  await go(b.page, '/pages/message/index');
  await expect(inboxRowOf(b.page, a.uid)).toBeVisible({ timeout: 15_000 });
  await expect(inboxRowOf(b.page, a.uid).getByTestId('inbox-row-dot')).toHaveCount(0);
});

test('the user page shows the viewer\'s intimacy and the avatar\'s top label, in English and Arabic', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await newUser(browser);
  const b = await newUser(browser);
  await admin('user', 'verify', String(a.uid));
  await b.page.setViewportSize({ width: 390, height: 844 });
  await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
  await expect(b.page.getByTestId('peer-card')).toBeVisible({ timeout: 15_000 });
  // Verified outranks new in the default priority; nothing spent between them yet: "meet".
  await expect(b.page.getByTestId('avatar-label')).toHaveAttribute('data-label', 'auth');
  await expect(b.page.getByTestId('user-intimacy')).toHaveAttribute('data-level', '0');
  await expect(b.page.getByTestId('user-intimacy')).toHaveText('Intimacy: Meet');
  await look(b.page, 'user-page-labels-en');

  await chooseLanguage(b.page, 'ar');
  await expect(b.page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 15_000 });
  await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
  await expect(b.page.getByTestId('user-intimacy')).toHaveText('الألفة: تعارف', { timeout: 15_000 });
  await expect(b.page.getByTestId('avatar-label')).toHaveAttribute('data-label', 'auth');
  await look(b.page, 'user-page-labels-ar');
});
