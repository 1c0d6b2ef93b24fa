import { describe, expect, it } from 'vitest';
import { matchBackgroundOf, SEASONAL_THEMES, themeOf } from './app-look';

describe('the operator’s look settings', () => {
  it('applies a known seasonal theme whatever its case, and the app’s own for an empty or unknown name', () => {
    for (const theme of SEASONAL_THEMES) expect(themeOf(` ${theme.toUpperCase()} `)).toBe(theme);
    expect(themeOf('')).toBeNull();
    expect(themeOf('neon')).toBeNull();
    expect(themeOf(undefined)).toBeNull();
  });

  it('takes a match background from https, this server or an inline image, and nothing that could break out of url()', () => {
    expect(matchBackgroundOf('https://cdn.example/bg.jpg')).toBe('https://cdn.example/bg.jpg');
    expect(matchBackgroundOf('/uploads/2026/bg.jpg')).toBe('/uploads/2026/bg.jpg');
    expect(matchBackgroundOf('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).toBe('data:image/svg+xml,%3Csvg%3E%3C/svg%3E');
    expect(matchBackgroundOf('')).toBeNull();
    expect(matchBackgroundOf('http://plain.example/bg.jpg')).toBeNull();
    expect(matchBackgroundOf('//cdn.example/bg.jpg')).toBeNull();
    expect(matchBackgroundOf('javascript:alert(1)')).toBeNull();
    expect(matchBackgroundOf('/bg.jpg"); background: red; ("')).toBeNull();
  });
});
