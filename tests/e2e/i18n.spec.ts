import { expect, test } from './fixtures';
import { chooseLanguage, go, openApp, swipe } from './shell-helpers';

test.describe('languages', () => {
  test('switches to Arabic live: right to left, Arabic tab labels, kept after a reload', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await go(page, '/pages/me/index');
    await expect(page.getByTestId('tab-match')).toHaveText('مطابقة');
    await expect(page.getByTestId('tab-me')).toHaveText('أنا');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('tab-message')).toHaveText('الرسائل');

    await chooseLanguage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('mirrors the layout in Arabic: the tab bar starts on the right', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await chooseLanguage(page, 'ar');
    await go(page, '/pages/me/index');
    const first = await page.getByTestId('tab-match').boundingBox();
    const last = await page.getByTestId('tab-me').boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
  });

  test('swipes back from the right edge in Arabic and not from the left', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await chooseLanguage(page, 'ar');
    await go(page, '/pages/me/index');
    await page.getByTestId('me-settings').click();
    await expect(page).toHaveURL(/setting$/);
    const width = page.viewportSize()!.width;
    await swipe(page, 10, 150);
    await expect(page).toHaveURL(/setting$/);
    await swipe(page, width - 10, width - 150);
    await expect(page).toHaveURL(/#\/pages\/me\/index$/);
  });

  test('loads only the active language: Arabic arrives when it is chosen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openApp(page, '/pages/me/index');
    const isLocale = (code: string) => (path: string) => new RegExp(`/assets/${code}-[\\w-]+\\.js$`).test(path);
    expect(scripts.filter(isLocale('ar'))).toEqual([]);
    expect(scripts.filter(isLocale('es'))).toEqual([]);
    await chooseLanguage(page, 'ar');
    await expect.poll(() => scripts.filter(isLocale('ar')).length).toBe(1);
    expect(scripts.filter(isLocale('es'))).toEqual([]);
  });

  test('shows a language translated in full: Hungarian texts, no English and never a raw key', async ({ page }) => {
    await openApp(page, '/pages/me/index');
    await chooseLanguage(page, 'hu');
    await go(page, '/pages/me/index');
    await expect(page.getByTestId('tab-me')).toHaveText('Én');
    await expect(page.getByText('Jelentkezz be, hogy megmaradjanak az érméid, párosításaid és üzeneteid.')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Sign in to keep your coins');
    expect(text).not.toMatch(/\b(me|tabs|common|pages|shell|settings)\.[a-zA-Z]+/);
  });

  test('opens the legal text in the language of the app: Spanish and Arabic variants', async ({ page }) => {
    await openApp(page, '/pagesPub/my/setting');
    await chooseLanguage(page, 'es');
    await go(page, '/pagesPub/my/setting');
    await page.getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/privacy-policy-es$/);
    await expect(page.getByTestId('legal-privacy-es')).toBeVisible();

    await chooseLanguage(page, 'ar');
    await go(page, '/pagesPub/my/setting');
    await page.getByRole('link', { name: 'شروط الخدمة' }).click();
    await expect(page).toHaveURL(/terms-of-service-ar$/);
    await expect(page.getByTestId('legal-terms-ar')).toHaveAttribute('dir', 'rtl');
  });

  test('keeps an Arabic legal text right to left inside an English app', async ({ page }) => {
    await openApp(page, '/pagesPub/privacy/privacy-policy-ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('legal-privacy-ar')).toHaveAttribute('dir', 'rtl');
  });
});
