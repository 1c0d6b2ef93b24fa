import type { LanguageItem } from '../../src/application/contracts/other/language-list.contract.js';

/**
 * The cached language list of 001 §9, in its order, each in its own language. `in` is
 * the list's code for Indonesian, `ru` also stands for `ua`, and `ars` is Najdi Arabic.
 */
export const LANGUAGE_LIST: readonly LanguageItem[] = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'fr', name: 'Français' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'in', name: 'Bahasa Indonesia' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'ru', name: 'Русский' },
  { code: 'pt', name: 'Português' },
  { code: 'ro', name: 'Română' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'fa', name: 'فارسی' },
  { code: 'th', name: 'ไทย' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'ms', name: 'Bahasa Melayu' },
  { code: 'hu', name: 'Magyar' },
  { code: 'ars', name: 'العربية النجدية' },
];
