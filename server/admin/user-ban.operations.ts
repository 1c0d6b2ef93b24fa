import { z } from 'zod';
import type { AppContext } from '../context.js';
import { adminUid, defineAdminOperation, noSuchUser } from './admin-operation.js';
import { banUser, unbanUser } from './user-moderation.js';

const BAN_MAX_MINUTES = 100 * 365 * 24 * 60;

const uidParams = z.object({ uid: adminUid });
const banBody = z.object({ reason: z.string().max(1_000).optional(), minutes: z.number().int().positive().max(BAN_MAX_MINUTES).optional() });

/** `user ban` and `user unban`: a ban signs the user out everywhere. */
export const userBanOperations = (ctx: Pick<AppContext, 'db' | 'clock'>) => [
  defineAdminOperation({ method: 'POST', path: '/users/:uid/ban', audit: 'user.ban', params: uidParams, body: banBody }, async ({ params, body }) => {
    const banned = await banUser(ctx.db, ctx.clock, { uid: params.uid, ...body });
    return banned.ok ? { uid: params.uid, ...banned.value } : noSuchUser(params.uid);
  }),
  defineAdminOperation({ method: 'POST', path: '/users/:uid/unban', audit: 'user.unban', params: uidParams }, async ({ params }) => {
    const unbanned = await unbanUser(ctx.db, ctx.clock, params.uid);
    return unbanned.ok ? { uid: params.uid, ...unbanned.value } : noSuchUser(params.uid);
  }),
];
