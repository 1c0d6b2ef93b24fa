import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { createTranslator } from './create-translator.js';
import { translateIndexEndpoint } from './translate-index.endpoint.js';

/** Translating received messages: /translate/index, by the phrasebook or a LibreTranslate server (TRANSLATE_URL). */
export function createTranslateModule(ctx: AppContext): ServerModule {
  const deps = { translator: createTranslator(ctx.config.translateUrl) };
  return { endpoints: [translateIndexEndpoint(deps)] };
}
