import { greetListContract } from '../../src/application/contracts/greet/list.contract.js';
import { GREET_TARGETS_MAX } from '../../src/application/contracts/greet/greet-targets.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { chatUsers } from './chat-users.js';
import { listGreetCandidates } from './greet-candidates.js';
import type { MessagesDeps } from './messages-deps.js';

/** /greet/list: the say-hi dialog's users, as chats show them (privacy flags and the online dot applied), newest match first. */
export const greetListEndpoint = ({ db, clock, presence }: Pick<MessagesDeps, 'db' | 'clock' | 'presence'>) =>
  defineEndpoint(greetListContract, { auth: 'required' }, async (_payload, caller) => {
    const uids = await listGreetCandidates(db, caller.uid, GREET_TARGETS_MAX);
    const users = await chatUsers(db, presence, caller.uid, uids, clock.now());
    return { ok: RESULT_SUCCESS, data: { list: uids.flatMap((uid) => users.get(uid) ?? []) } };
  });
