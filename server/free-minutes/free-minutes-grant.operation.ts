import { z } from 'zod';
import { adminUid, defineAdminOperation, noSuchUser } from '../admin/admin-operation.js';
import { grantFreeMinutes, type GrantFreeMinutesDeps } from './grant-free-minutes.js';

/** Ours: the most minutes one grant may add (ten hours), so a typo cannot give away days. */
export const FREE_MINUTES_GRANT_MAX = 600;

/** `user free-minutes <uid> <n>`: adds n free call minutes, spent before coins on the user's next calls. */
export const freeMinutesGrantOperation = (deps: GrantFreeMinutesDeps) =>
  defineAdminOperation(
    {
      method: 'POST',
      path: '/users/:uid/free-minutes',
      audit: 'user.free_minutes',
      params: z.object({ uid: adminUid }),
      body: z.object({ minutes: z.number().int().positive().max(FREE_MINUTES_GRANT_MAX) }),
    },
    async ({ params, body }) => {
      const total = await grantFreeMinutes(deps, params.uid, body.minutes);
      return total === null ? noSuchUser(params.uid) : { uid: params.uid, added: body.minutes, total };
    },
  );
