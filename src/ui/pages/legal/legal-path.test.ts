import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../../application/i18n/languages';
import { legalPath } from './legal-path';

describe('legal page path', () => {
  it('opens the Arabic and Spanish variants for those languages', () => {
    expect(legalPath('privacy', 'ar')).toBe('/pagesPub/privacy/privacy-policy-ar');
    expect(legalPath('terms', 'es')).toBe('/pagesPub/privacy/terms-of-service-es');
  });

  it('opens the English text for every other language, Farsi included', () => {
    for (const code of APP_LANGUAGES.filter((c) => c !== 'ar' && c !== 'es')) {
      expect(legalPath('privacy', code)).toBe('/pagesPub/privacy/privacy-policy');
      expect(legalPath('terms', code)).toBe('/pagesPub/privacy/terms-of-service');
    }
  });
});
