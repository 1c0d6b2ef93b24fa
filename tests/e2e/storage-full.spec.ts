import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { go } from './shell-helpers';

/*
 * A full storage (001 §9): the app's next write throws away the cached user-home and
 * private-chat data, largest first, until about 500 KB are free, and then succeeds;
 * nothing else stored is touched. The user-home cache is written each time a user's page
 * loads and the private-chat cache each time a chat has loaded (issue #18), so opening one
 * is the write.
 */

test.afterEach(closeUsers);

test('with storage full, opening a user page evicts the largest cache until 500 KB are free and keeps the new card and everything else', async ({ browser }) => {
  const a = await newUser(browser);
  const b = await apiGuest();
  const c = await apiGuest();

  await go(a.page, `/pages/user-home-page/index?uid=${b.uid}`);
  await expect(a.page.getByTestId('user-prices')).toBeVisible({ timeout: 15_000 });
  const cacheOf = (uid: number) => `glint:user-home.${uid}:${a.uid}`;
  expect(await a.page.evaluate((key) => localStorage.getItem(key) !== null, cacheOf(b.uid))).toBe(true);

  const filled = await fillStorage(a.page, a.uid);

  await go(a.page, `/pages/user-home-page/index?uid=${c.uid}`);
  await expect(a.page.getByTestId('user-prices')).toBeVisible({ timeout: 15_000 });

  const after = () => a.page.evaluate(
    ({ big, cacheC }) => ({
      bigLeft: big.filter((key) => localStorage.getItem(key) !== null),
      newCard: localStorage.getItem(cacheC) !== null,
      fillers: Object.keys(localStorage).filter((key) => key.startsWith('filler-')).length,
      session: Object.keys(localStorage).some((key) => key.startsWith('glint:session')),
    }),
    { big: [`glint:user-home.900001:${a.uid}`, `glint:private-chat.900002:${a.uid}`], cacheC: cacheOf(c.uid) },
  );
  // The larger cache alone frees 600 KB (two bytes a character), past the 500 KB target: the smaller one stays.
  await expect.poll(after, { timeout: 15_000 }).toEqual({ bigLeft: [`glint:private-chat.900002:${a.uid}`], newCard: true, fillers: filled.fillers, session: true });
});

/** Two large caches of earlier visits, then filler that is not the app's until nothing fits. */
async function fillStorage(page: Page, self: number): Promise<{ fillers: number }> {
  const filled = await page.evaluate((uid) => {
    localStorage.setItem(`glint:user-home.900001:${uid}`, 'x'.repeat(300_000));
    localStorage.setItem(`glint:private-chat.900002:${uid}`, 'y'.repeat(280_000));
    let n = 0;
    for (let size = 1_000_000; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) localStorage.setItem(`filler-${n++}`, 'z'.repeat(size));
      } catch {
        // This size no longer fits: try a smaller one.
      }
    }
    let full = false;
    try {
      localStorage.setItem('probe', 'p'.repeat(100));
      localStorage.removeItem('probe');
    } catch {
      full = true;
    }
    return { full, fillers: Object.keys(localStorage).filter((key) => key.startsWith('filler-')).length };
  }, self);
  expect(filled.full).toBe(true);
  return { fillers: filled.fillers };
}

test('with storage full, opening a chat evicts the largest cache and keeps the chat for its next opening', async ({ browser }) => {
  const a = await newUser(browser);
  const b = await apiGuest();
  const filled = await fillStorage(a.page, a.uid);

  await go(a.page, `/pagesMsg/chat/index?uid=${b.uid}`);
  await expect(a.page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
  const after = () => a.page.evaluate(
    ({ big, chat }) => ({
      bigLeft: big.filter((key) => localStorage.getItem(key) !== null),
      chatCached: localStorage.getItem(chat) !== null,
      fillers: Object.keys(localStorage).filter((key) => key.startsWith('filler-')).length,
    }),
    { big: [`glint:user-home.900001:${a.uid}`, `glint:private-chat.900002:${a.uid}`], chat: `glint:private-chat.${b.uid}:${a.uid}` },
  );
  await expect.poll(after, { timeout: 15_000 }).toEqual({ bigLeft: [`glint:private-chat.900002:${a.uid}`], chatCached: true, fillers: filled.fillers });
});
