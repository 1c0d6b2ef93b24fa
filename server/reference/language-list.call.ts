import { otherLanguageListContract } from '../../src/application/contracts/other/language-list.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import { LANGUAGE_LIST } from './language-list.js';
import { LANGUAGE_CONFIG_KEY } from './reference-keys.js';

/** /other/language-list (000 §7): the language list and its version. Works signed out. */
export const otherLanguageListCall = defineCall(otherLanguageListContract, { auth: 'optional' }, async (ctx) => {
  const config = await readRuntimeConfig(ctx.db);
  return { ok: RESULT_SUCCESS, data: { version: config.version(LANGUAGE_CONFIG_KEY), list: [...LANGUAGE_LIST] } };
});
