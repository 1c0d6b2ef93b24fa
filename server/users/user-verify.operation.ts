import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { adminUid, defineAdminOperation, noSuchUser } from '../admin/admin-operation.js';
import type { AppContext } from '../context.js';
import { setVerified } from './users-queries.js';

/** The type-7 subtype that tells a user their own verification changed (000 §7 "User-update subtypes: auth"). */
export const USER_STATE_SUB_AUTH = 'auth';
/** auth_status of the verified badge (000 §3). */
const VERIFIED_AUTH_STATUS = 1;

/**
 * `user verify <uid> [--off]`: the operator sets (or takes away) the verified badge; the
 * user hears it at once (type 7, sub auth), everyone else on their next card.
 */
export const userVerifyOperation = (ctx: Pick<AppContext, 'db' | 'realtime'>) =>
  defineAdminOperation(
    { method: 'POST', path: '/users/:uid/verify', audit: 'user.verify', params: z.object({ uid: adminUid }), body: z.object({ verified: z.boolean() }) },
    async ({ params, body }) => {
      const authStatus = body.verified ? VERIFIED_AUTH_STATUS : 0;
      if (!(await setVerified(ctx.db, params.uid, body.verified, authStatus))) return noSuchUser(params.uid);
      await ctx.realtime.publisher.publishToUser(params.uid, { type: REALTIME_MESSAGE_TYPE.userState, sub: USER_STATE_SUB_AUTH, uid: params.uid, is_auth: body.verified ? 1 : 0, auth_status: authStatus });
      return { uid: params.uid, verified: body.verified };
    },
  );
