import fs from 'node:fs';
import path from 'node:path';
import { APP_LANGUAGES, type AppLanguage } from '../../src/application/i18n/languages';
import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/**
 * Every interface language on the screens a user sees most (the Me tab, a chat, the balance
 * sheet): pictures for a human to look at, no English text left where the language has its
 * own, nothing clipped and nothing wider than the phone. The longest language is also checked
 * at 390 px across more screens, with axe.
 */
const OUT = path.join('test-results', 'languages');
const PHONE = { width: 390, height: 844 } as const;

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (code: string): Catalogue => JSON.parse(fs.readFileSync(path.join('locales', `${code}.json`), 'utf8')) as Catalogue;
function texts(node: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of texts(value, full)) out.set(k, v);
  }
  return out;
}
const english = texts(catalogue('en'));

/**
 * English sentences of the catalogue that the language words differently: none of them may
 * be on screen. Only fragments long enough to be unmistakable (two words or more) count, so a
 * shared word such as "VIP" or a user's nickname does not.
 */
function englishLeftovers(code: AppLanguage): string[] {
  const own = texts(catalogue(code));
  const fragments: string[] = [];
  for (const [key, text] of english) {
    if (own.get(key) === text) continue;
    for (const fragment of text.split(/\{\{[^}]*\}\}|<\/?\w+>/)) {
      const trimmed = fragment.trim();
      if (trimmed.length >= 8 && /\p{L}+\s+\p{L}+/u.test(trimmed)) fragments.push(trimmed);
    }
  }
  return fragments;
}

/** Texts cut off by their box, and the page being wider than the phone. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`page is ${root.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!el.offsetParent || el.children.length > 0 || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      // An ellipsis is a deliberate cut for content (long nicknames, previews), never for a button's own label.
      if (style.textOverflow === 'ellipsis' && !el.closest('button')) continue;
      const clipsX = (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1;
      const rect = el.getBoundingClientRect();
      const outside = rect.right > window.innerWidth + 1 || rect.left < -1;
      if (clipsX || outside) found.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent.trim().slice(0, 40)}"`);
    }
    return found;
  });
}

async function check(page: Page, code: AppLanguage, screen: string): Promise<void> {
  await page.waitForTimeout(400); // entrance transitions (300 ms) settle before the picture
  await page.screenshot({ path: path.join(OUT, `${code}-${screen}.png`) });
  const shown = await page.locator('body').innerText();
  expect(englishLeftovers(code).filter((fragment) => shown.includes(fragment)), `${code} ${screen}: English left`).toEqual([]);
  expect(await overflow(page), `${code} ${screen}: clipped or too wide`).toEqual([]);
}

const openChat = async (page: Page, peer: number) => {
  await go(page, `/pagesMsg/chat/index?uid=${peer}`);
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('chat-loading')).toHaveCount(0, { timeout: 15_000 });
};

/** The catalogue with the most characters in all: where overflow shows first. */
function longestLanguage(): AppLanguage {
  const size = (code: AppLanguage) => [...texts(catalogue(code)).values()].reduce((sum, t) => sum + [...t].length, 0);
  return [...APP_LANGUAGES].sort((a, b) => size(b) - size(a))[0]!;
}

test.describe('every language', () => {
  test.describe.configure({ timeout: 420_000 });
  test.beforeAll(() => fs.mkdirSync(OUT, { recursive: true }));
  test.afterEach(closeUsers);

  test('shows the Me tab, a chat and the balance sheet in each of the 19 catalogues, in full and within the phone', async ({ browser }) => {
    const me = await newUser(browser);
    const peer = await apiGuest();
    const { page } = me;
    await page.setViewportSize(PHONE);
    await openChat(page, peer.uid);
    await page.getByTestId('chat-input').fill('👋');
    await page.getByTestId('chat-input').press('Enter');
    for (const code of APP_LANGUAGES) {
      await chooseLanguage(page, code);
      await go(page, '/pages/me/index');
      await expect(page.getByTestId('me-uid')).toBeVisible();
      await check(page, code, 'me');
      await openChat(page, peer.uid);
      await check(page, code, 'chat');
      await page.getByTestId('gift-open').click();
      await page.getByTestId('recharge-open').click();
      const sheet = page.getByTestId('balance-sheet');
      await expect(sheet.getByTestId('package-item').first()).toBeVisible({ timeout: 15_000 });
      await check(page, code, 'balance-sheet');
      await sheet.locator('.sheet__header button').click();
      await expect(sheet).toHaveCount(0);
    }
  });

  test('starts in Russian for the spec code ua and in Arabic for ars, the two codes that share a catalogue', async ({ browser }) => {
    for (const [code, language, dir] of [['ua', 'ru', 'ltr'], ['ars', 'ar', 'rtl']] as const) {
      const context = await browser.newContext({ locale: code, viewport: PHONE });
      const page = await context.newPage();
      await page.goto('/#/pages/login/index');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByTestId('login-quick')).toBeEnabled();
      await page.getByTestId('login-quick').click();
      await expect(page.getByTestId('tab-me')).toBeVisible();
      await go(page, '/pages/me/index');
      await expect(page.getByTestId('me-uid')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(OUT, `${code}-me.png`) });
      await context.close();
    }
  });

  test('fits the longest language at 390 px on the main screens, with no serious axe violation', async ({ browser }) => {
    const code = longestLanguage();
    const me = await newUser(browser);
    const peer = await apiGuest();
    const { page } = me;
    await page.setViewportSize(PHONE);
    await chooseLanguage(page, code);
    const screens: readonly [string, string][] = [
      ['match', '/pages/match/index'],
      ['message', '/pages/message/index'],
      ['settings', '/pagesPub/my/setting'],
      ['balance', '/pagesPub/balance/coins'],
      ['vip', '/pagesPub/vip/index'],
      ['call-list', '/pagesPub/call-list/list'],
      ['user', `/pages/user-home-page/index?uid=${peer.uid}`],
    ];
    for (const [name, route] of screens) {
      await go(page, route);
      await expect(page.locator('h1').first()).toBeVisible();
      await check(page, code, `longest-${name}`);
      expect(await seriousViolations(page), `${code} ${name}`).toEqual([]);
    }
    await openChat(page, peer.uid);
    expect(await seriousViolations(page), `${code} chat`).toEqual([]);
  });
});
