import { apiGuest, closeUsers, newUser } from './call-helpers';
import { expect, test, type Browser } from './fixtures';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

test.afterEach(closeUsers);

const SHOTS = 'test-results/match-call-shots';

/** Two fresh users matched with each other, both on a connected call screen; `bLanguage` is B's app language. */
async function matchedPair(browser: Browser, bLanguage = 'en') {
  const a = await newUser(browser);
  const b = await newUser(browser);
  if (bLanguage !== 'en') await chooseLanguage(b.page, bLanguage);
  await admin('coins', 'grant', String(a.uid), '100');
  await admin('coins', 'grant', String(b.uid), '100');
  await a.page.getByTestId('tab-match').click();
  await a.page.getByTestId('match-start').click();
  await expect(a.page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');
  await go(b.page, '/pages/match/index');
  await b.page.getByTestId('match-start').click();
  for (const side of [a, b]) await expect(side.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
  return { a, b };
}

/* The follow heart (000 §5 match key 10; issue #13): one side follows from the call screen, the other sees the heart there and then. */
test('following from a match call plays the heart on the other side', async ({ browser }) => {
  const { a, b } = await matchedPair(browser);
  await expect(b.page.getByTestId('call-follow-heart')).toHaveCount(0);
  await a.page.getByTestId('call-follow').click();
  await expect(a.page.getByTestId('call-follow')).toHaveCount(0);
  await expect(a.page.getByTestId('call-screen')).toContainText('Following');
  const heart = b.page.getByTestId('call-follow-heart');
  await expect(heart).toHaveAttribute('data-count', '1');
  await expect(heart).toContainText('followed you');
  await b.page.screenshot({ path: `${SHOTS}/follow-heart-en.png` });
  expect(await seriousViolations(b.page)).toEqual([]);
  await a.page.getByTestId('call-hangup').click();
});

/* Reporting from the call screen (001 §2 report dialog, issue #13): the form opens with the screenshot of the other side's video as evidence. */
test('a report from the call screen carries the screenshot of the call and reaches the operator', async ({ browser }) => {
  const { a, b } = await matchedPair(browser);
  await b.page.getByTestId('call-report').click();
  const sheet = b.page.getByTestId('report-sheet');
  await expect(sheet.locator('.picture-picker__thumb')).toHaveCount(1);
  await sheet.getByTestId('report-reason').first().click();
  await sheet.getByTestId('report-description').fill('Rude in the match call');
  await b.page.screenshot({ path: `${SHOTS}/call-report-en.png` });
  expect(await seriousViolations(b.page)).toEqual([]);
  await sheet.getByTestId('report-submit').click();
  await expect(b.page.getByTestId('toast')).toHaveText("Thanks. We'll review your report.");
  await expect(b.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected');
  const reports = await admin('reports', 'list');
  expect(reports).toContain(`user ${b.uid} reported user ${a.uid}`);
  expect(reports).toMatch(new RegExp(`user ${b.uid} reported user ${a.uid} for \\S+ from call \\(1 picture\\(s\\)\\): "Rude in the match call"`));
  await a.page.getByTestId('call-hangup').click();
});

/* Say hi done properly (001 §2 say-hi dialog, issue #13): a match puts the partner on the say-hi list; the dialog lists them beside the chat's peer, all preselected. */
test('after a match the say-hi dialog lists the partner and the chat peer preselected, and says hello to both', async ({ browser }) => {
  const { a, b } = await matchedPair(browser);
  await a.page.getByTestId('call-hangup').click();
  await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
  const c = await apiGuest();

  await go(a.page, `/pagesMsg/chat/index?uid=${c.uid}`);
  await a.page.getByTestId('chat-say-hi').click();
  const users = a.page.getByTestId('say-hi-user');
  await expect(users.and(a.page.locator(`[data-uid="${c.uid}"]`))).toBeChecked();
  await expect(users.and(a.page.locator(`[data-uid="${b.uid}"]`))).toBeChecked();
  await a.page.getByTestId('dialog-confirm').click();
  await expect(a.page.getByTestId('toast')).toHaveText('Hello sent!');
});

test('the call screen and its report form read right to left in Arabic, with the heart', async ({ browser }) => {
  const { a, b } = await matchedPair(browser, 'ar');
  await expect(b.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await a.page.getByTestId('call-follow').click();
  await expect(b.page.getByTestId('call-follow-heart')).toHaveAttribute('data-count', '1');
  await b.page.screenshot({ path: `${SHOTS}/follow-heart-ar.png` });
  await b.page.getByTestId('call-report').click();
  await expect(b.page.getByTestId('report-sheet').locator('.picture-picker__thumb')).toHaveCount(1);
  await b.page.screenshot({ path: `${SHOTS}/call-report-ar.png` });
  expect(await seriousViolations(b.page)).toEqual([]);
  await a.page.getByTestId('call-hangup').click();
});
