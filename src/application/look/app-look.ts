/**
 * The operator's look settings of /profile/init (000 §6: `theme`, `match_bg`), as the views
 * may apply them. Both are '' for the app's own look; anything this build does not know or
 * may not load falls back to it, so a bad setting never leaves a screen unreadable.
 */

/** The seasonal themes this build carries (their colours are in src/ui/styles/themes.css). */
export const SEASONAL_THEMES = ['ramadan', 'christmas', 'halloween'] as const;
export type SeasonalTheme = (typeof SEASONAL_THEMES)[number];

/** The theme to apply, or null for the app's own (an unknown name included). */
export function themeOf(theme: string | undefined): SeasonalTheme | null {
  const name = theme?.trim().toLowerCase() ?? '';
  return (SEASONAL_THEMES as readonly string[]).includes(name) ? (name as SeasonalTheme) : null;
}

/**
 * The matching page's background image, or null for the app's own: an https address, a
 * path of this server (uploads), or an inline image — what the page's Content-Security-Policy
 * lets an image load from. Quotes and brackets, which could break out of a CSS url(), are refused.
 */
export function matchBackgroundOf(url: string | undefined): string | null {
  const value = url?.trim() ?? '';
  if (value === '' || /["'()\\\s]/.test(value)) return null;
  if (/^https:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//')) || /^data:image\//i.test(value)) return value;
  return null;
}
