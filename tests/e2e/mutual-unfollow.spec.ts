import { closeUsers, newUser } from './call-helpers';
import { expect, test } from './fixtures';

/* Issue #13 (001 §4): unfollowing a mutual follow asks first; cancelling keeps the follow. */
test.afterEach(closeUsers);

test('unfollowing someone who follows you back asks first', async ({ browser }) => {
  const ana = await newUser(browser);
  const ben = await newUser(browser);
  await ben.page.goto(`/#/pages/user-home-page/index?uid=${ana.uid}`);
  await ben.page.getByTestId('user-follow').click();
  await expect(ben.page.getByTestId('user-follow')).toBeChecked();

  await ana.page.goto(`/#/pages/user-home-page/index?uid=${ben.uid}`);
  const follow = ana.page.getByTestId('user-follow');
  await follow.click();
  await expect(follow).toBeChecked();
  await follow.click();
  await expect(ana.page.getByTestId('dialog-confirm')).toBeVisible();
  await ana.page.getByTestId('dialog-cancel').click();
  await expect(follow).toBeChecked();
  await follow.click();
  await ana.page.getByTestId('dialog-confirm').click();
  await expect(follow).not.toBeChecked();
});
