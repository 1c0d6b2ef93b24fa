import { z } from 'zod';
import { callbackInstructionSchema } from '../../src/application/contracts/callback-instruction.js';
import { callbackMessage } from '../../src/application/contracts/realtime/callback-message.js';
import { adminUid, defineAdminOperation, noSuchUser } from '../admin/admin-operation.js';
import type { AppContext } from '../context.js';
import { userExists } from '../users/user-exists.js';

/**
 * `user callback <uid> <json>`: sends a user's sessions a callback instruction over the
 * realtime channel (type 6) — open a page, close one, raise an event, an alert — checked
 * against the same schema the app reads it by, so a typo is refused here, not ignored there.
 */
export const userCallbackOperation = (ctx: Pick<AppContext, 'db' | 'realtime'>) =>
  defineAdminOperation(
    { method: 'POST', path: '/users/:uid/callback', audit: 'user.callback', params: z.object({ uid: adminUid }), body: z.object({ instruction: callbackInstructionSchema }) },
    async ({ params, body }) => {
      if (!(await userExists(ctx.db, params.uid))) return noSuchUser(params.uid);
      await ctx.realtime.publisher.publishToUser(params.uid, callbackMessage([body.instruction]));
      return { uid: params.uid, type: body.instruction.type };
    },
  );
