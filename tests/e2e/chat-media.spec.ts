import { expect, test, type Page } from './fixtures';
import { apiGuest, closeUsers, newUser } from './call-helpers';
import { admin } from './session-helpers';
import { drawnPng, recordedWebm } from './media-fixtures';

test.afterEach(closeUsers);

const openChat = async (page: Page, peerUid: number) => {
  await page.goto(`/#/pagesMsg/chat/index?uid=${peerUid}`);
  await expect(page.getByTestId('chat-input')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('composer-tray')).toBeVisible();
};

/** The received (mine = false) or sent messages holding a bubble with `testId`. */
const messagesWith = (page: Page, testId: string, mine: boolean) => page.locator(`[data-testid="chat-message"][data-mine="${mine}"]`).filter({ has: page.getByTestId(testId) });

test.describe('media in the chat between two browsers', () => {
  test('a picture and a voice message arrive on the other side and play there', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);

    // A picture from the album: compressed, uploaded and shown to both.
    await a.page.getByTestId('album-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await drawnPng(a.page) });
    const sentPicture = messagesWith(a.page, 'image-bubble', true);
    await expect(sentPicture).toHaveCount(1, { timeout: 15_000 });
    await expect(sentPicture.getByTestId('chat-message-status')).toHaveAttribute('data-state', /sent|read/, { timeout: 20_000 });
    const received = messagesWith(b.page, 'image-bubble', false);
    await expect(received).toHaveCount(1, { timeout: 15_000 });
    const img = received.getByTestId('image-bubble-img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await received.getByTestId('image-bubble').click();
    await expect(b.page.getByTestId('media-viewer')).toBeVisible();
    await b.page.getByTestId('zoom-in').click();
    await expect(b.page.getByTestId('zoom-value')).toHaveText('125%');
    await b.page.getByTestId('media-viewer-close').click();

    // A voice message: hold the button (the fake microphone plays a tone), release after ~2.5 s.
    await a.page.getByTestId('tray-voice').click();
    const hold = a.page.getByTestId('voice-hold');
    const box = (await hold.boundingBox())!;
    await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.page.mouse.down();
    await expect(a.page.getByTestId('voice-panel')).toHaveAttribute('data-phase', 'recording', { timeout: 5_000 });
    await a.page.waitForTimeout(2_500);
    await a.page.mouse.up();
    const sentVoice = messagesWith(a.page, 'voice-bubble', true);
    await expect(sentVoice).toHaveCount(1, { timeout: 15_000 });
    await expect(sentVoice.getByTestId('chat-message-status')).toHaveAttribute('data-state', /sent|read/, { timeout: 20_000 });

    const voice = messagesWith(b.page, 'voice-bubble', false);
    await expect(voice).toHaveCount(1, { timeout: 15_000 });
    await expect(voice.getByTestId('voice-duration')).toHaveText(/0:0[2-3]/);
    await voice.getByTestId('voice-play').click();
    await expect(voice.getByTestId('voice-bubble')).toHaveAttribute('data-state', 'playing', { timeout: 5_000 });
    // It plays to its end and stops by itself.
    await expect(voice.getByTestId('voice-bubble')).toHaveAttribute('data-state', 'paused', { timeout: 10_000 });
  });

  test('a gift is sent with its animation, the coins move and the other side receives it', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await admin('coins', 'grant', String(a.uid), '500');
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);

    await a.page.getByTestId('gift-open').click();
    const items = a.page.getByTestId('gift-item');
    await expect(items.first()).toBeVisible({ timeout: 15_000 });
    const balance = a.page.getByTestId('gift-balance');
    await expect(balance).toHaveAttribute('data-value', /^\d+$/);
    const before = Number(await balance.getAttribute('data-value'));
    expect(before).toBeGreaterThanOrEqual(500);

    // Send without a choice: the tip, nothing sent.
    await a.page.getByTestId('gift-send').click();
    await expect(a.page.getByTestId('toast')).toContainText('Please choose a gift');

    const coffee = a.page.locator('[data-testid="gift-item"][data-gift-id="4"]');
    await coffee.click();
    await expect(coffee).toHaveAttribute('aria-pressed', 'true');
    await a.page.getByTestId('gift-send').click();

    const animation = a.page.getByTestId('gift-animation');
    await expect(animation).toBeVisible({ timeout: 10_000 });
    await expect(animation).toHaveAttribute('data-mode', 'svga', { timeout: 10_000 });
    await expect(animation.locator('canvas')).toHaveCount(1);

    await expect(messagesWith(b.page, 'gift-bubble', false)).toHaveCount(1, { timeout: 15_000 });
    await expect(messagesWith(b.page, 'gift-bubble', false)).toContainText('Coffee');
    // The receiver, with the chat open, sees the animation play by itself, once, without a tap,
    // and can keep typing under it.
    const arrived = b.page.getByTestId('gift-animation');
    await expect(arrived).toBeVisible({ timeout: 10_000 });
    await b.page.getByTestId('chat-input').fill('thanks');
    await expect(b.page.getByTestId('chat-input')).toHaveValue('thanks');
    await expect(arrived).toHaveCount(0, { timeout: 12_000 });
    await b.page.waitForTimeout(1_000);
    await expect(arrived).toHaveCount(0);

    // The animation ends by itself; the sheet shows the coins moved.
    await expect(animation).toHaveCount(0, { timeout: 12_000 });
    await a.page.getByTestId('gift-open').click();
    await expect(a.page.getByTestId('gift-balance')).toHaveAttribute('data-value', String(before - 10), { timeout: 10_000 });
  });
  test('a video with its cover and a sticker arrive on the other side', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await openChat(a.page, b.uid);
    await openChat(b.page, a.uid);

    await a.page.getByTestId('video-input').setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: await recordedWebm(a.page) });
    const video = messagesWith(b.page, 'video-bubble', false);
    await expect(video).toHaveCount(1, { timeout: 20_000 });
    const cover = video.locator('img');
    await expect.poll(() => cover.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 }).toBe(360);
    await video.getByTestId('video-bubble').click();
    await expect(b.page.getByTestId('video-player')).toBeVisible();
    await expect.poll(() => b.page.getByTestId('video-player').evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await b.page.getByTestId('media-viewer-close').click();

    await a.page.getByTestId('tray-sticker').click();
    await a.page.getByTestId('sticker-pack').nth(4).click();
    await a.page.getByTestId('sticker-item').nth(41).click();
    const sticker = messagesWith(b.page, 'sticker-bubble', false);
    await expect(sticker).toHaveCount(1, { timeout: 15_000 });
    await expect(sticker.locator('img')).toHaveAttribute('src', '/stickers/labo/42.svg');
    await expect.poll(() => sticker.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });
  test('a gift the coins do not cover opens the top-up sheet instead of sending', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await openChat(a.page, b.uid);

    await a.page.getByTestId('gift-open').click();
    await a.page.locator('[data-testid="gift-item"][data-gift-id="18"]').click();
    await a.page.getByTestId('gift-send').click();
    await expect(a.page.getByTestId('balance-sheet')).toBeVisible({ timeout: 10_000 });
    await expect(a.page.getByTestId('gift-sheet')).toHaveCount(0);
    await expect(messagesWith(a.page, 'gift-bubble', true)).toHaveCount(0);
  });
  test('when the animation cannot load, the gift icon floats instead and the chat stays usable under it', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await apiGuest();
    await admin('coins', 'grant', String(a.uid), '50');
    await a.page.route('**/gifts/svga/**', (route) => route.abort());
    await openChat(a.page, b.uid);

    await a.page.getByTestId('gift-open').click();
    await a.page.locator('[data-testid="gift-item"][data-gift-id="1"]').click();
    await a.page.getByTestId('gift-send').click();
    const animation = a.page.getByTestId('gift-animation');
    await expect(animation).toHaveAttribute('data-mode', 'fallback', { timeout: 10_000 });
    await a.page.getByTestId('chat-input').fill('still here');
    await a.page.getByTestId('chat-send').click();
    await expect(a.page.locator('[data-testid="chat-message"][data-mine="true"]', { hasText: 'still here' })).toHaveCount(1);
    await expect(animation).toHaveCount(0, { timeout: 5_000 });
  });
});
