import { z } from 'zod';
import { USER_UPDATE_SUB, userUpdate } from '../../src/application/contracts/user/user-update.js';
import { adminUid, defineAdminOperation, noSuchUser } from '../admin/admin-operation.js';
import type { AppContext } from '../context.js';
import { setVerified } from './users-queries.js';

/** auth_status of the verified badge (000 §3). */
const VERIFIED_AUTH_STATUS = 1;

/**
 * `user verify <uid> [--off]`: the operator sets (or takes away) the verified badge; the
 * user hears it at once (type 7, sub auth: their app reloads its account), everyone else on
 * their next card.
 */
export const userVerifyOperation = (ctx: Pick<AppContext, 'db' | 'realtime'>) =>
  defineAdminOperation(
    { method: 'POST', path: '/users/:uid/verify', audit: 'user.verify', params: z.object({ uid: adminUid }), body: z.object({ verified: z.boolean() }) },
    async ({ params, body }) => {
      const authStatus = body.verified ? VERIFIED_AUTH_STATUS : 0;
      if (!(await setVerified(ctx.db, params.uid, body.verified, authStatus))) return noSuchUser(params.uid);
      // The user's app reloads /profile/init on it (session/own-account-updates.ts), so Me shows the badge at once.
      await ctx.realtime.publisher.publishToUser(params.uid, { ...userUpdate(params.uid, USER_UPDATE_SUB.auth) });
      return { uid: params.uid, verified: body.verified };
    },
  );
