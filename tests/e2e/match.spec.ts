import { expect, test } from './fixtures';
import { closeUsers, expectRemoteVideoAdvancing, newUser } from './call-helpers';
import { admin } from './session-helpers';

test.afterEach(closeUsers);

test.describe('random matching between two browsers (no demo hosts; seekers match each other)', () => {
  test('A and B tap start, are matched, and talk face to face in the match call', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '100');
    await admin('coins', 'grant', String(b.uid), '100');

    await a.page.getByTestId('tab-match').click();
    await expect(a.page.getByTestId('match-price')).toBeVisible();
    await a.page.getByTestId('match-start').click();
    await expect(a.page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');

    await b.page.getByTestId('tab-match').click();
    await b.page.getByTestId('match-start').click();

    for (const side of [a, b]) {
      await expect(side.page.getByTestId('call-screen')).toHaveAttribute('data-stage', 'connected', { timeout: 15_000 });
      await expectRemoteVideoAdvancing(side.page);
    }
    await a.page.getByTestId('call-hangup').click();
    await expect(b.page.getByTestId('call-end-reason')).toBeVisible({ timeout: 15_000 });
  });

  test('a seeker cancels: the search stops and the page says nothing was matched', async ({ browser }) => {
    const a = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '100');
    await a.page.getByTestId('tab-match').click();
    await a.page.getByTestId('match-start').click();
    await expect(a.page.getByTestId('match-status')).toHaveAttribute('data-phase', 'finding');
    await a.page.getByTestId('match-cancel').click();
    await expect(a.page.getByTestId('match-start')).toBeVisible();
  });
});
