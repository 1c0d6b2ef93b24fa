import AxeBuilder from '@axe-core/playwright';
import { VIDEO_MAX_SECONDS_DEFAULT } from '../../src/domain/media/video-duration';
import { expect, test, type Locator, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { drawnPng, recordedWebm, withDeclaredDuration } from './media-fixtures';
import { admin } from './session-helpers';
import { chooseLanguage, go } from './shell-helpers';

/*
 * Issue #13 part B: the photo album, the video show and the image preview — what one user
 * arranges on their edit page is what another sees on their user page, in that order.
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/album-shots';
const PHONE = { width: 390, height: 844 };

async function look(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const sources = (tiles: Locator) => tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-src')));

/** Chooses Arabic and waits until the page is laid out right to left. */
async function arabic(page: Page): Promise<void> {
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function openEditProfile(page: Page): Promise<void> {
  await go(page, '/pagesPub/edit/edit-profile');
  await expect(page.getByTestId('edit-row-nickname')).toBeVisible({ timeout: 15_000 });
}

test.describe('the photo album and the image preview', () => {
  test('three photos uploaded, reordered and one deleted are seen by another user in that order, and open in the preview', async ({ browser }) => {
    test.setTimeout(120_000);
    const a = await newUser(browser);
    const b = await newUser(browser);
    await a.page.setViewportSize(PHONE);
    await b.page.setViewportSize(PHONE);

    await openEditProfile(a.page);
    const pictures = await Promise.all(['One', 'Two', 'Three'].map(async (mark) => ({ name: `${mark}.png`, mimeType: 'image/png', buffer: await drawnPng(a.page, mark) })));
    await a.page.getByTestId('edit-album-input').setInputFiles(pictures);
    const tiles = a.page.getByTestId('edit-album-photo');
    await expect(tiles).toHaveCount(3, { timeout: 20_000 });
    const [first, second, third] = await sources(tiles);

    // The first one later, then the (new) last one deleted after the confirm.
    await tiles.nth(0).getByTestId('edit-album-later').click();
    await expect.poll(() => sources(tiles)).toEqual([second, first, third]);
    await tiles.nth(2).getByTestId('edit-album-delete').click();
    await a.page.getByTestId('dialog-confirm').click();
    await expect.poll(() => sources(tiles)).toEqual([second, first]);
    await look(a.page, 'edit-album-en');

    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    const shown = b.page.getByTestId('user-album-photo');
    await expect(shown).toHaveCount(2, { timeout: 15_000 });
    expect(await sources(shown)).toEqual([second, first]);
    await look(b.page, 'user-album-en');

    await shown.nth(0).click();
    const picture = b.page.getByTestId('image-preview-img');
    await expect(b.page.getByTestId('media-viewer')).toBeVisible();
    await expect(picture).toHaveAttribute('alt', 'Photo 1 of 2');
    await expect(picture).toHaveAttribute('src', second!);
    // A swipe to the left shows the next picture; the arrow key goes back.
    const box = (await picture.boundingBox())!;
    await b.page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await b.page.mouse.down();
    await b.page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await b.page.mouse.up();
    await expect(picture).toHaveAttribute('alt', 'Photo 2 of 2');
    await expect(picture).toHaveAttribute('src', first!);
    await b.page.keyboard.press('ArrowLeft');
    await expect(picture).toHaveAttribute('alt', 'Photo 1 of 2');
    // Zoom in by the button and the wheel, never past 4×; out never below 0.5×.
    await b.page.getByTestId('zoom-in').click();
    await expect(b.page.getByTestId('zoom-value')).toHaveText('125%');
    await b.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 10; i += 1) await b.page.mouse.wheel(0, -100);
    await expect(b.page.getByTestId('zoom-value')).toHaveText('400%');
    for (let i = 0; i < 12; i += 1) await b.page.getByTestId('zoom-out').click();
    await expect(b.page.getByTestId('zoom-value')).toHaveText('50%');
    await look(b.page, 'image-preview-en');
    await b.page.keyboard.press('Escape');
    await expect(b.page.getByTestId('media-viewer')).toHaveCount(0);

    await arabic(a.page);
    await openEditProfile(a.page);
    await expect(tiles).toHaveCount(2);
    await look(a.page, 'edit-album-ar');
    await arabic(b.page);
    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    await expect(shown).toHaveCount(2, { timeout: 15_000 });
    await look(b.page, 'user-album-ar');
    await shown.nth(1).click();
    await expect(picture).toHaveAttribute('src', first!);
    // Right to left, the previous picture lies to the right.
    await b.page.keyboard.press('ArrowRight');
    await expect(picture).toHaveAttribute('src', second!);
    await look(b.page, 'image-preview-ar');
  });
});

test.describe('the video show', () => {
  test('a video over the limit is refused; a short one is shown with its cover on the user page and on a discover card', async ({ browser }) => {
    test.setTimeout(120_000);
    const a = await newUser(browser);
    const b = await newUser(browser);
    await a.page.setViewportSize(PHONE);
    await b.page.setViewportSize(PHONE);
    const recorded = await recordedWebm(a.page);

    await go(a.page, '/pagesPub/edit/video-show');
    await expect(a.page.getByTestId('edit-video-none')).toBeVisible({ timeout: 15_000 });
    await look(a.page, 'video-show-empty-en');
    const tooLong = withDeclaredDuration(recorded, VIDEO_MAX_SECONDS_DEFAULT + 1);
    await a.page.getByTestId('edit-video-input').setInputFiles({ name: 'long.webm', mimeType: 'video/webm', buffer: tooLong });
    await expect(a.page.getByTestId('edit-video-error')).toContainText(`${VIDEO_MAX_SECONDS_DEFAULT} seconds`, { timeout: 15_000 });
    await expect(a.page.getByTestId('edit-video-none')).toBeVisible();

    await a.page.getByTestId('edit-video-input').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: recorded });
    const current = a.page.getByTestId('edit-video-current');
    await expect(current).toBeVisible({ timeout: 20_000 });
    await expect(current).toHaveAttribute('poster', /\/uploads\//);
    await look(a.page, 'video-show-en');

    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    const video = b.page.getByTestId('user-video-show');
    await expect(video).toHaveAttribute('poster', /\/uploads\//, { timeout: 15_000 });
    // Tap to play: nothing plays by itself.
    expect(await video.evaluate((element: HTMLVideoElement) => [element.autoplay, element.paused])).toEqual([false, true]);
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await look(b.page, 'user-video-en');

    await admin('user', 'host', String(a.uid), 'on');
    const card = b.page.locator(`[data-testid="discover-card"][data-uid="${a.uid}"]`);
    await expect
      .poll(
        async () => {
          await b.page.goto('/#/pages/discover/index');
          await b.page.reload();
          await expect(b.page.locator('[data-testid="discover-card"], [data-testid="discover-empty"]').first()).toBeVisible({ timeout: 10_000 });
          return card.getByTestId('discover-card-video').count();
        },
        { timeout: 25_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe(1);
    await expect(card.locator('img').first()).toHaveAttribute('src', /\/uploads\//);

    await arabic(a.page);
    await go(a.page, '/pagesPub/edit/video-show');
    await expect(current).toBeVisible({ timeout: 15_000 });
    await look(a.page, 'video-show-ar');
    await arabic(b.page);
    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    await expect(video).toBeVisible({ timeout: 15_000 });
    await look(b.page, 'user-video-ar');
  });

  test('a video moment goes through review and plays from the author\'s moments on their page', async ({ browser }) => {
    test.setTimeout(90_000);
    const author = await newUser(browser);
    const reader = await newUser(browser);
    await admin('coins', 'grant', String(author.uid), '100');
    await author.page.setViewportSize(PHONE);
    const recorded = await recordedWebm(author.page);

    await go(author.page, '/pagesPub/edit/publish-moment');
    await author.page.getByTestId('moment-text').fill('A short clip');
    await author.page.getByTestId('moment-media-input').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: recorded });
    await expect(author.page.getByTestId('moment-video-draft')).toBeVisible({ timeout: 15_000 });
    await look(author.page, 'moment-video-draft-en');
    await author.page.getByTestId('moment-submit').click();
    const mine = author.page.getByTestId('moment-item').filter({ hasText: 'A short clip' });
    await expect(mine).toHaveAttribute('data-status', '0', { timeout: 20_000 });

    const queue = await admin('moments', 'list');
    const id = new RegExp(`#(\\d+) uid ${author.uid} pending`).exec(queue)?.[1];
    expect(id).toBeDefined();
    await admin('moments', 'review', String(id), 'pass');

    await go(reader.page, `/pages/user-home-page/index?uid=${author.uid}`);
    const seen = reader.page.getByTestId('moment-item').filter({ hasText: 'A short clip' });
    await expect(seen).toHaveAttribute('data-status', '1', { timeout: 15_000 });
    await seen.getByTestId('moment-media').click();
    const player = reader.page.getByTestId('moment-video-player');
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  });
});
