import { otherSensitiveContract } from '../../src/application/contracts/other/sensitive.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { MessagesDeps } from './messages-deps.js';

/**
 * /other/sensitive (001 §7): the word lists the server screens with, each with the lists'
 * version. Works signed out too: the lists are no secret, and screening needs them early.
 */
export const otherSensitiveEndpoint = ({ messaging }: Pick<MessagesDeps, 'messaging'>) =>
  defineEndpoint(otherSensitiveContract, { auth: 'optional' }, async (payload) => {
    const lists = await messaging.sensitive.current();
    const wanted = payload.type === undefined || payload.type.length === 0 ? null : new Set(payload.type);
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: lists.words
          .filter((list) => wanted === null || wanted.has(list.type))
          .map((list) => ({ type: list.type, version: lists.version, content: [...list.words] })),
      },
    };
  });
