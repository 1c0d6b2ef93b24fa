import { translateIndexContract } from '../../src/application/contracts/translate/index.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { TranslateDeps } from './translate-deps.js';

/**
 * /translate/index (001 §7): a received message in the reader's language. A text the
 * translator cannot do is refused with the reason, and the client goes back to idle.
 */
export const translateIndexEndpoint = ({ translator }: TranslateDeps) =>
  defineEndpoint(translateIndexContract, { auth: 'required' }, async (payload) => {
    const result = await translator.translate(payload.content, payload.target);
    if (!result.ok) return refuse(RESULT_ERROR, result.error.message);
    return { ok: RESULT_SUCCESS, data: { text: result.text, source: result.source, ...(payload.key !== undefined && { key: payload.key }) } };
  });
