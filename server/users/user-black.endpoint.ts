import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { userExists } from './user-exists.js';
import type { UsersDeps } from './users-deps.js';
import { block, unblock } from './users-queries.js';

/**
 * /user/black (001 §7): the caller blocks (`add`) or unblocks (`del`) a user. The send
 * path refuses messages either way across a block (messages/participants.ts); chat users show it
 * as `is_black`. Repeating either flag changes nothing.
 */
export const userBlackEndpoint = ({ db, clock }: Pick<UsersDeps, 'db' | 'clock'>) =>
  defineEndpoint(userBlackContract, { auth: 'required' }, async (payload, caller) => {
    const target = payload.target_uid;
    if (target === caller.uid) return refuse(RESULT_ERROR, 'You cannot block yourself');
    if (!(await userExists(db, target))) return refuse(RESULT_ERROR, 'This user does not exist');
    if (payload.flag === 'add') {
      await block(db, caller.uid, target, clock.now());
      return { ok: RESULT_SUCCESS, data: { is_black: 1 as const } };
    }
    await unblock(db, caller.uid, target);
    return { ok: RESULT_SUCCESS, data: { is_black: 0 as const } };
  });
