import { otherLanguageListContract } from '../../src/application/contracts/other/language-list.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import { LANGUAGE_LIST } from './language-list.js';
import { LANGUAGE_CONFIG_KEY } from './reference-keys.js';

/** /other/language-list (000 §7): the language list and its version. Works signed out. */
export const otherLanguageListEndpoint = ({ db }: Pick<AppContext, 'db'>) =>
  defineEndpoint(otherLanguageListContract, { auth: 'optional' }, async () => {
    const config = await readRuntimeConfig(db);
    return { ok: RESULT_SUCCESS, data: { version: config.version(LANGUAGE_CONFIG_KEY), list: [...LANGUAGE_LIST] } };
  });
