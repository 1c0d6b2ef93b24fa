import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { OWN_SERVER_START_MS, startOwnServer, stopOwnServer } from './own-server';
import { adminOn, shownUid, signInQuick } from './session-helpers';
import { expectMovingPicture } from './moving-picture';
import { DEMO_LIVE_COUNT } from '../../server/live/demo-lives';
import { expectNoSeriousAxeViolations, say } from './live-helpers';
import { chooseLanguage, go } from './shell-helpers';

/**
 * Demo hosts are honest (issue #11): on a server with DEMO_HOSTS=1 (the shared test server
 * runs without them) a new user meets a demo host through matching, sees "Demo" on the
 * match, the call screen, the call-end page, the call list and the user page, and a call
 * with one leaves the balance as it was. Demo hosts also go live (issue #15): a newcomer
 * watches one from Discover's live list, and the clip moves.
 */
const port = Number(process.env.E2E_PORT ?? 18_080) + 1;
const COINS = 500;
/** Long enough for the server to connect the demo host's answer and, before the fix, bill the first minute. */
const DEMO_CONNECT_MS = 8_000;

let server: ChildProcess | undefined;
let dataDir: string;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-e2e-demo-'));
  server = await startOwnServer(port, dataDir, { DEMO_HOSTS: '1', MATCH_SEEKERS_TOGETHER: '0' });
});

test.afterAll(() => {
  stopOwnServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function shownBalance(page: Page): Promise<number> {
  await page.goto('/#/pages/me/index');
  const value = page.getByTestId('balance-value');
  await expect(value).toHaveAttribute('data-value', /^\d+$/);
  return Number(await value.getAttribute('data-value'));
}

/**
 * Waits on the call screen while the demo host picks up (the server connects the call and
 * sends its cartoon face clip as video: the picture must move, not stay black), hangs up,
 * and opens the call's summary page.
 */
async function talkThenHangUp(page: Page, screenshot?: string): Promise<void> {
  await expect(page.getByTestId('call-screen')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('call-screen').getByTestId('demo-badge')).toBeVisible();
  await expect(page.getByTestId('call-demo-note')).toBeVisible();
  await expectMovingPicture(page.getByTestId('remote-video'));
  await page.waitForTimeout(DEMO_CONNECT_MS);
  if (screenshot !== undefined) await page.screenshot({ path: screenshot });
  await page.getByTestId('call-hangup').click();
  await expect(page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
  await page.goto('/#/pages/video-call/call-end');
  await expect(page.getByTestId('call-end-page')).toBeVisible();
}

test('a new user meets a demo host labelled "Demo" everywhere, and calls with one leave the balance unchanged', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInQuick(page);
  const uid = await shownUid(page);
  await adminOn(String(port), 'coins', 'grant', String(uid), String(COINS));
  await page.reload();
  expect(await shownBalance(page)).toBe(COINS);

  // A match: only demo hosts are there to take it.
  await page.getByTestId('tab-match').click();
  await page.getByTestId('match-start').click();
  await talkThenHangUp(page, testInfo.outputPath('demo-call-screen.png'));
  const endCard = page.getByTestId('peer-card');
  await expect(endCard.getByTestId('demo-badge')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('call-end-demo-free')).toHaveText('Free — demo host');
  await expect(page.getByTestId('call-end-coins')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('demo-call-end.png') });

  // The call list, then the demo host's page: a badge, and "free" where the prices would be.
  await page.goto('/#/pagesPub/call-list/list');
  const row = page.getByTestId('call-list-row').first();
  await expect(row.getByTestId('demo-badge')).toBeVisible();
  await row.click();
  const userPage = page.url();
  await expect(page.getByTestId('peer-card').getByTestId('demo-badge')).toContainText('Demo');
  await expect(page.getByTestId('user-prices')).toContainText('Free — demo host');
  await page.screenshot({ path: testInfo.outputPath('demo-user-page.png') });

  // A direct video call from the page, priced 60 coins a minute were the host a person.
  await page.getByTestId('user-call-video').click();
  await talkThenHangUp(page);
  await expect(page.getByTestId('peer-card').getByTestId('demo-badge')).toBeVisible({ timeout: 15_000 });

  // Messages: the chat says it is free where the price line would be; gifts cannot go to a demo host.
  await page.goto(userPage);
  await page.getByTestId('user-message').click();
  await expect(page.getByTestId('chat-peer').getByTestId('demo-badge')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('chat-first-contact').getByTestId('demo-badge')).toBeVisible();
  await expect(page.getByTestId('chat-send-tip')).toHaveText('Free — demo host');
  for (const text of ['Hi!', 'How are you?', 'Where are you from?', 'Nice to meet you', 'Bye']) {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-input').press('Enter');
  }
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Bye' })).toBeVisible();
  await page.getByTestId('gift-open').click();
  await expect(page.getByTestId('toast')).toHaveText("Demo hosts can't receive gifts");
  await page.screenshot({ path: testInfo.outputPath('demo-chat.png') });
  await page.goto('/#/pages/message/index');
  await expect(page.getByTestId('inbox-row').first().getByTestId('demo-badge')).toBeVisible({ timeout: 15_000 });

  expect(await shownBalance(page)).toBe(COINS);
});

test('a newcomer watches a demo host live from Discover: the clip moves, the room says the app plays it and nothing bills, chat works, leaving is clean, a private call is the free demo call', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInQuick(page);
  await page.getByTestId('tab-discover').click();
  const cards = page.getByTestId('live-card');
  await expect(cards).toHaveCount(DEMO_LIVE_COUNT, { timeout: 15_000 });
  await expect(cards.first().getByTestId('demo-badge')).toBeVisible();
  const liveId = await cards.first().getAttribute('data-live-id');
  await cards.first().click();

  await expect(page.getByTestId('live-viewers')).toHaveText('1 watching', { timeout: 15_000 });
  await expectMovingPicture(page.getByTestId('live-video'));
  await expect(page.getByTestId('live-demo-note')).toContainText('nothing costs coins');
  await expect(page.getByTestId('live-gift-open')).toHaveCount(0);
  await say(page, 'Hello from a newcomer');
  await expect(page.getByTestId('live-chat-message').filter({ hasText: 'Hello from a newcomer' })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('demo-live-en.png') });
  await expectNoSeriousAxeViolations(page);

  // Swiping moves to the next room, another demo host's, whose clip moves too.
  await page.getByTestId('live-next').click();
  await expect(page).not.toHaveURL(new RegExp(`live_id=${liveId}$`));
  await expectMovingPicture(page.getByTestId('live-video'));

  // Leaving (the swipe left the first room, Discover leaves the second): every room counts nobody again.
  await go(page, '/pages/discover/index');
  await expect(cards).toHaveCount(DEMO_LIVE_COUNT, { timeout: 15_000 });
  for (const card of await cards.all()) await expect(card).toContainText('0 watching');

  await chooseLanguage(page, 'ar');
  await go(page, `/pagesLive/index?live_id=${liveId}`);
  await expectMovingPicture(page.getByTestId('live-video'));
  await expect(page.getByTestId('live-demo-note')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('demo-live-ar.png') });
  await expectNoSeriousAxeViolations(page);

  // A private call from the room goes to the demo host's free call: its camera is the clip too.
  await page.getByTestId('live-private-call').click();
  await expect(page.getByTestId('call-demo-note')).toBeVisible({ timeout: 15_000 });
  await expectMovingPicture(page.getByTestId('remote-video'));
  await page.getByTestId('call-hangup').click();
  await expect(page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
});
