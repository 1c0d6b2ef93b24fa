import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';

/**
 * /user/black (001 §7): the caller blocks (`add`) or unblocks (`del`) a user. The send
 * path refuses messages either way across a block (participants.ts); chat users show it
 * as `is_black`. Repeating either flag changes nothing.
 */
export const userBlackCall = defineCall(userBlackContract, { auth: 'required' }, async (ctx, payload, caller) => {
  if (payload.target_uid === caller.uid) return { ok: RESULT_ERROR, msg: 'You cannot block yourself' };
  const target = await ctx.db.selectFrom('users').select('uid').where('uid', '=', payload.target_uid).executeTakeFirst();
  if (target === undefined) return { ok: RESULT_ERROR, msg: 'This user does not exist' };
  if (payload.flag === 'add') {
    await ctx.db
      .insertInto('blocks')
      .values({ blocker_uid: caller.uid, blocked_uid: payload.target_uid, created_at: ctx.clock.now() })
      .onConflict((oc) => oc.columns(['blocker_uid', 'blocked_uid']).doNothing())
      .execute();
    return { ok: RESULT_SUCCESS, data: { is_black: 1 as const } };
  }
  await ctx.db.deleteFrom('blocks').where('blocker_uid', '=', caller.uid).where('blocked_uid', '=', payload.target_uid).execute();
  return { ok: RESULT_SUCCESS, data: { is_black: 0 as const } };
});
