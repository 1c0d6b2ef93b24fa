import type { Translator } from './translator.js';

/** What the translate endpoints are built with (translate-module.ts builds it once). */
export interface TranslateDeps {
  readonly translator: Translator;
}
