import { expect, test, type Page } from './fixtures';
import { closeUsers, newUser } from './call-helpers';
import { chooseLanguage, go } from './shell-helpers';
import { hiddenProfileNumber } from '../../src/domain/profile/hidden-profile';
import { ONLINE_STATUS } from '../../src/domain/constants';
import { PRESENCE_GRACE_MS } from '../../server/presence/in-memory-presence-store';
import { seriousViolations } from './axe';

/*
 * Issue #13, profile half: a user edits their profile and sees it on Me and on another
 * user's view of their page; a privacy switch hides them from others; the online dot on a
 * user page follows the other's real connection.
 */

test.afterEach(closeUsers);

const SHOTS = 'test-results/profile-shots';
/** A 2×2 PNG: a real picture for the photo upload (compressed, uploaded, saved). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

async function look(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  expect(await seriousViolations(page)).toEqual([]);
}

const openEditProfile = async (page: Page) => {
  await go(page, '/pages/me/index');
  await page.getByTestId('me-edit').click();
  await expect(page.getByTestId('edit-row-nickname')).toBeVisible({ timeout: 15_000 });
};

/** Saves an edit page and waits to be back on the profile. */
async function saveAndReturn(page: Page): Promise<void> {
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('edit-row-nickname')).toBeVisible({ timeout: 15_000 });
}

test.describe('editing one\'s profile', () => {
  test('nickname, about me, country, languages and photo show at once on Me and on another user\'s view of the page', async ({ browser }) => {
    test.setTimeout(240_000);
    const a = await newUser(browser);
    const b = await newUser(browser);
    await a.page.setViewportSize({ width: 390, height: 844 });

    await openEditProfile(a.page);
    await a.page.getByTestId('edit-row-nickname').click();
    await a.page.getByTestId('edit-nickname-input').fill('n'.repeat(30));
    await a.page.getByTestId('edit-save').click();
    await expect(a.page.getByTestId('edit-error')).toBeVisible();
    await a.page.getByTestId('edit-nickname-input').fill('Lúa Mar');
    await look(a.page, 'edit-nickname-en');
    await saveAndReturn(a.page);
    await expect(a.page.getByTestId('edit-row-nickname')).toContainText('Lúa Mar');

    await a.page.getByTestId('edit-row-about').click();
    await a.page.getByTestId('edit-about-input').fill('Surf, tea and long calls');
    await saveAndReturn(a.page);

    await a.page.getByTestId('edit-row-country').click();
    await a.page.locator('[data-testid="edit-country-option"][data-code="ES"]').click();
    await look(a.page, 'edit-country-en');
    await saveAndReturn(a.page);

    await a.page.getByTestId('edit-row-languages').click();
    await a.page.locator('[data-testid="edit-language-option"][data-lang="es"]').click();
    await a.page.locator('[data-testid="edit-language-option"][data-lang="gl"]').click();
    await expect(a.page.locator('[data-testid="edit-language-option"][data-lang="gl"]')).toHaveAttribute('aria-pressed', 'true');
    await look(a.page, 'edit-languages-en');
    await saveAndReturn(a.page);

    await a.page.getByTestId('edit-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(a.page.getByTestId('edit-photo')).toHaveAttribute('data-src', /\S/, { timeout: 15_000 });
    await look(a.page, 'edit-profile-en');

    await go(a.page, '/pages/me/index');
    await expect(a.page.getByTestId('me-nickname')).toHaveText('Lúa Mar');

    await b.page.setViewportSize({ width: 390, height: 844 });
    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    await expect(b.page.getByTestId('peer-card')).toContainText('Lúa Mar', { timeout: 15_000 });
    await expect(b.page.getByTestId('peer-card')).toContainText('ES');
    await expect(b.page.getByTestId('user-about')).toHaveText('Surf, tea and long calls');
    await expect(b.page.locator('[data-testid="user-languages"] [data-lang]')).toHaveCount(2);
    await expect(b.page.getByTestId('peer-card').locator('img')).toHaveAttribute('src', /\S/);
    await look(b.page, 'user-page-en');

    await chooseLanguage(b.page, 'ar');
    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    await expect(b.page.getByTestId('user-about')).toBeVisible({ timeout: 15_000 });
    await look(b.page, 'user-page-ar');

    await chooseLanguage(a.page, 'ar');
    await openEditProfile(a.page);
    await look(a.page, 'edit-profile-ar');
    for (const [row, name] of [['edit-row-nickname', 'edit-nickname-ar'], ['edit-row-country', 'edit-country-ar'], ['edit-row-languages', 'edit-languages-ar'], ['edit-row-about', 'edit-about-ar'], ['edit-row-age', 'edit-age-ar']] as const) {
      await a.page.getByTestId(row).click();
      await expect(a.page.getByTestId('edit-save')).toBeVisible({ timeout: 15_000 });
      await look(a.page, name);
      await a.page.getByTestId('nav-back').click();
      await expect(a.page.getByTestId('edit-row-nickname')).toBeVisible();
    }
  });
});

test.describe('privacy and presence on another user\'s page', () => {
  test('hiding one\'s profile in settings shows others "Mystery" and a number instead of the name', async ({ browser }) => {
    const a = await newUser(browser);
    const b = await newUser(browser);
    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    const card = b.page.getByTestId('peer-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    const name = (await card.locator('.peer-card__name').textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    await a.page.setViewportSize({ width: 390, height: 844 });
    await go(a.page, '/pagesPub/my/setting');
    await a.page.getByTestId('privacy-hide-profile').check();
    await expect(a.page.getByTestId('privacy-hide-profile')).toBeChecked();
    await look(a.page, 'settings-privacy-en');
    await chooseLanguage(a.page, 'ar');
    await go(a.page, '/pagesPub/my/setting');
    await expect(a.page.getByTestId('privacy-hide-profile')).toBeChecked();
    await look(a.page, 'settings-privacy-ar');

    await b.page.reload();
    await expect(card).toContainText(`Mystery ${hiddenProfileNumber(a.uid)}`, { timeout: 15_000 });
    await expect(card).not.toContainText(name);
  });

  test('the online dot goes from online to offline when the other user closes the app', async ({ browser }) => {
    test.setTimeout(90_000);
    const a = await newUser(browser);
    const b = await newUser(browser);
    await go(b.page, `/pages/user-home-page/index?uid=${a.uid}`);
    const dot = b.page.getByTestId('peer-online-dot');
    await expect(dot).toHaveAttribute('data-status', String(ONLINE_STATUS.online), { timeout: 15_000 });
    // Followers hear a user's presence (type 7).
    await b.page.getByTestId('user-follow').check();
    await expect(b.page.getByTestId('user-follow')).toBeChecked();

    await a.page.context().close();
    await expect(dot).toHaveAttribute('data-status', String(ONLINE_STATUS.offline), { timeout: PRESENCE_GRACE_MS + 20_000 });
  });
});
