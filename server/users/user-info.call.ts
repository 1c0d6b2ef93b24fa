import { sql } from 'kysely';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { callsDatabase } from '../calls/call-tables.js';
import { userCardOf } from './user-card.js';

/** /user/info (ours): another user's public card for the user page, as the caller sees it. */
export const userInfoCall = defineCall(userInfoContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const db = callsDatabase(ctx.db);
  const user = await db.selectFrom('users').selectAll().where('uid', '=', payload.target_uid).executeTakeFirst();
  if (user === undefined) return { ok: RESULT_ERROR, msg: 'USER.NOT_FOUND' };
  const facts = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('call_presence').select('uid').where('uid', '=', user.uid)).as('in_call'),
      eb.exists(eb.selectFrom('follows').select('follower_uid').where('follower_uid', '=', caller.uid).where('followee_uid', '=', user.uid)).as('is_follow'),
      eb.selectFrom('follows').select(sql<number>`count(*)::int`.as('n')).where('followee_uid', '=', user.uid).as('fans'),
      eb.selectFrom('follows').select(sql<number>`count(*)::int`.as('n')).where('follower_uid', '=', user.uid).as('focus'),
    ])
    .executeTakeFirstOrThrow();
  const card = userCardOf(user, { inCall: Boolean(facts.in_call), isFollow: Boolean(facts.is_follow), fans: Number(facts.fans ?? 0), focus: Number(facts.focus ?? 0) }, ctx.clock.now());
  return { ok: RESULT_SUCCESS, data: card };
});
