import { closeUsers, newUser } from './call-helpers';
import { expect, test } from './fixtures';
import { admin } from './session-helpers';
import { seriousViolations } from './axe';

test.afterEach(closeUsers);

/*
 * The follow heart (000 §5 match key 10; issue #13): in a match call one side follows the
 * other from the call screen, and the other side sees the heart there and then.
 */
test('following from a match call plays the heart on the other side', async ({ browser }) => {
  const a = await newUser(browser);
  const b = await newUser(browser);
  await admin('coins', 'grant', String(a.uid), '100');
  await admin('coins', 'grant', String(b.uid), '100');
  await a.page.getByTestId('tab-match').click();
  await a.page.getByTestId('match-start').click();
  await expect(a.page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');
  await b.page.getByTestId('tab-match').click();
  await b.page.getByTestId('match-start').click();
  for (const side of [a, b]) await expect(side.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });

  await expect(b.page.getByTestId('call-follow-heart')).toHaveCount(0);
  await a.page.getByTestId('call-follow').click();
  await expect(a.page.getByTestId('call-follow')).toHaveCount(0);
  await expect(a.page.getByTestId('call-screen')).toContainText('Following');
  const heart = b.page.getByTestId('call-follow-heart');
  await expect(heart).toHaveAttribute('data-count', '1');
  await expect(heart).toContainText('followed you');
  await b.page.screenshot({ path: 'test-results/follow-heart-shots/follow-heart-en.png' });
  expect(await seriousViolations(b.page)).toEqual([]);
  await a.page.getByTestId('call-hangup').click();
});
