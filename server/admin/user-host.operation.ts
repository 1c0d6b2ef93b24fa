import { z } from 'zod';
import type { AppContext } from '../context.js';
import { adminUid, defineAdminOperation, noSuchUser } from './admin-operation.js';
import { setHost } from './admin-queries.js';

/** `user host <uid> on|off`: hosts are who messages and calls are priced towards; operators decide who is one. */
export const userHostOperation = (ctx: Pick<AppContext, 'db'>) =>
  defineAdminOperation(
    { method: 'POST', path: '/users/:uid/host', audit: 'user.host', params: z.object({ uid: adminUid }), body: z.object({ host: z.boolean() }) },
    async ({ params, body }) => ((await setHost(ctx.db, params.uid, body.host)) ? { uid: params.uid, host: body.host } : noSuchUser(params.uid)),
  );
