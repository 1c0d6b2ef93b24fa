import { expect, test } from './fixtures';
import { HOST_DEFAULT_VIDEO_PRICE_PER_MIN } from '../../src/domain/constants';
import { closeUsers, newUser } from './call-helpers';
import { CARDS, expectPayResult, payByCard } from './payment-helpers';
import { admin } from './session-helpers';

/*
 * Resume after payment (000 §4): a call refused for coins opens the balance sheet; once a
 * package is paid by card, "Call now" on the payment-successful popup calls the same user
 * again, and that user's phone rings.
 */

test.afterEach(closeUsers);

/** coins_300 by card credits 360 coins (server/payments/catalogue.ts): enough for a minute of video. */
const PACKAGE = 'coins_300';
const CREDITED = 360;

test('a call refused for coins, a package bought by card, and "Call now" calls the same user again', async ({ browser }) => {
  const a = await newUser(browser);
  const b = await newUser(browser);
  // A host's calls are priced; a new user has no coins for the first minute.
  await admin('user', 'host', String(b.uid), 'on');
  expect(CREDITED).toBeGreaterThanOrEqual(HOST_DEFAULT_VIDEO_PRICE_PER_MIN);

  await a.page.goto(`/#/pages/user-home-page/index?uid=${b.uid}`);
  await a.page.getByTestId('user-call-video').click();
  const sheet = a.page.getByTestId('balance-sheet');
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  // Refused before it rang: the callee never saw the first attempt.
  await expect(b.page.getByTestId('call-accept')).toHaveCount(0);

  await sheet.locator(`[data-testid="package-item"][data-goods-id="${PACKAGE}"]`).first().click();
  await payByCard(a.page, CARDS.succeed);
  await expectPayResult(a.page, 'success');

  await expect(a.page.getByTestId('payment-successful')).toBeVisible();
  await expect(a.page.getByTestId('payment-successful-coins')).toHaveAttribute('data-value', String(CREDITED));
  await a.page.getByTestId('payment-successful-call').click();
  await expect(a.page.getByTestId('payment-successful')).toHaveCount(0);
  await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'calling', { timeout: 15_000 });
  await expect(b.page.getByTestId('call-accept')).toBeVisible({ timeout: 15_000 });
  await b.page.getByTestId('call-accept').click();
  await expect(a.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
});
