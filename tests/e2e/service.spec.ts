import { expect, test, type Page } from './fixtures';
import { admin, shownUid, signInQuick } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { seriousViolations } from './axe';

/*
 * Customer service (issue #16) against the real server (no ASSISTANT_URL: the local
 * matcher answers): a guide question, a free question, a person through the operator CLI
 * whose reply arrives live, the close and the rating; English and Arabic at 390 × 844.
 */

const SHOTS = 'test-results/service-shots';

const messages = (page: Page) => page.getByTestId('cs-message');
const lastMessage = (page: Page) => messages(page).last();

/** The operator's conversation id of user `uid`, from `service list`. */
async function conversationOf(uid: number): Promise<string> {
  const line = (await admin('service', 'list')).split('\n').find((l) => l.includes(` uid ${uid} `));
  const id = line?.match(/^#(\d+) /)?.[1];
  if (id === undefined) throw new Error(`no conversation of ${uid} in the queue`);
  return id;
}

test('customer service: a guide question, a free question, a person replying live, the close and the rating', async ({ page }) => {
  await signInQuick(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const uid = await shownUid(page);
  await page.getByTestId('me-service').click();

  // The guide greets and offers the common questions.
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toHaveAttribute('data-type', '28');
  await expect(page.getByTestId('cs-question')).toHaveCount(5);
  await page.screenshot({ path: `${SHOTS}/service-en.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('[data-testid="cs-question"][data-question-id="calls"]').click();
  await expect(messages(page)).toHaveCount(3);
  await expect(messages(page).nth(1)).toHaveAttribute('data-type', '29');
  await expect(lastMessage(page)).toContainText('started minute');

  // A free question, matched in the help catalogue.
  await page.getByTestId('cs-input').fill('Someone is harassing me, how can I report them?');
  await page.getByTestId('cs-send').click();
  await expect(messages(page)).toHaveCount(5);
  await expect(lastMessage(page)).toHaveAttribute('data-from', 'assistant');
  await expect(lastMessage(page)).toContainText('choose Report');

  // A blank question sends nothing and says why.
  await page.getByTestId('cs-input').fill('   ');
  await page.getByTestId('cs-send').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(messages(page)).toHaveCount(5);

  // A person: the queue, the operator's reply live, the close, the rating.
  await page.getByTestId('cs-human').click();
  await expect(page.getByTestId('cs-queue')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/service-queue-en.png` });
  const id = await conversationOf(uid);
  await admin('service', 'reply', id, 'Hi, this is Sam from support. How can I help?');
  await expect(lastMessage(page)).toHaveAttribute('data-from', 'agent');
  await expect(lastMessage(page)).toContainText('Sam from support');
  await expect(page.getByTestId('cs-with-person')).toBeVisible();

  await admin('service', 'close', id);
  await expect(lastMessage(page)).toHaveAttribute('data-type', '30');
  await expect(page.getByTestId('cs-resolved')).toBeDisabled();
  await page.locator('[data-testid="cs-rating"][data-value="4"]').click();
  await page.screenshot({ path: `${SHOTS}/service-rating-en.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('cs-resolved').click();
  await expect(lastMessage(page)).toHaveAttribute('data-type', '31');
  await expect(page.getByTestId('cs-rating')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toBeVisible();
});

test('customer service in Arabic: the guide in Arabic, right to left, a guide answer copied with its tip', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuick(page);
  // The screenshots' size (after signing in: resizing the fresh page first delayed its sign-in past the helper's wait).
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'ar');
  await go(page, '/pagesMsg/chatAss/index');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('cs-question')).toHaveCount(5);
  await page.locator('[data-testid="cs-question"][data-question-id="coins"]').click();
  await expect(messages(page)).toHaveCount(3);
  await expect(lastMessage(page)).toContainText(/[\u0600-\u06FF]/);
  await page.screenshot({ path: `${SHOTS}/service-ar.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await lastMessage(page).getByRole('button').click();
  await expect(page.getByTestId('toast')).toContainText('الذكي');
  // The assistant's avatar is a picture, not a control.
  await expect(messages(page).first().locator('.service-row__avatar')).toHaveAttribute('aria-hidden', 'true');
  await expect(messages(page).first().getByRole('link')).toHaveCount(0);

  // The user ends the conversation: the rating request follows.
  await page.getByTestId('cs-end').click();
  await expect(page.getByTestId('cs-rating')).toHaveCount(5);
  await page.locator('[data-testid="cs-rating"][data-value="2"]').click();
  await page.screenshot({ path: `${SHOTS}/service-rating-ar.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('cs-unresolved').click();
  await expect(lastMessage(page)).toHaveAttribute('data-type', '31');
});
