import { translateIndexContract } from '../../src/application/contracts/translate/index.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import type { Translator } from './translator.js';

/**
 * /translate/index (001 §7): a received message in the reader's language. A text the
 * translator cannot do is refused with the reason, and the client goes back to idle.
 */
export const translateIndexCall = (translator: Translator) =>
  defineCall(translateIndexContract, { auth: 'required' }, async (_ctx, payload) => {
    const result = await translator.translate(payload.content, payload.target);
    if (!result.ok) return { ok: RESULT_ERROR, msg: result.error.message };
    return { ok: RESULT_SUCCESS, data: { text: result.text, source: result.source, ...(payload.key !== undefined && { key: payload.key }) } };
  });
