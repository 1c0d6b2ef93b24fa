import { z } from 'zod';
import { OTHER_NOTICE_TEXT_MAX, otherNotice } from '../../src/application/contracts/realtime/other-message.js';
import { adminUid, defineAdminOperation, noSuchUser } from '../admin/admin-operation.js';
import type { AppContext } from '../context.js';
import { userExists } from '../users/user-exists.js';

/** `user notice <uid> <text>`: a worded notice to a user's open sessions (type 18), shown as a toast. */
export const userNoticeOperation = (ctx: Pick<AppContext, 'db' | 'realtime'>) =>
  defineAdminOperation(
    { method: 'POST', path: '/users/:uid/notice', audit: 'user.notice', params: z.object({ uid: adminUid }), body: z.object({ text: z.string().trim().min(1).max(OTHER_NOTICE_TEXT_MAX) }) },
    async ({ params, body }) => {
      if (!(await userExists(ctx.db, params.uid))) return noSuchUser(params.uid);
      await ctx.realtime.publisher.publishToUser(params.uid, otherNotice(body.text));
      return { uid: params.uid };
    },
  );
