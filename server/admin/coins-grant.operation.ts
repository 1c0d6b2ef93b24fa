import { z } from 'zod';
import type { AppContext } from '../context.js';
import { AdminRefusal, adminUid, defineAdminOperation, noSuchUser } from './admin-operation.js';
import { userExists } from './admin-queries.js';

const grantBody = z.object({
  uid: adminUid,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: z.string().min(1).max(200).optional(),
});

/** `coins grant <uid> <n>`: a ledger transfer with reason "grant"; a replayed key grants once. */
export const coinsGrantOperation = (ctx: Pick<AppContext, 'db' | 'ledger'>) =>
  defineAdminOperation({ method: 'POST', path: '/coins/grant', audit: 'coins.grant', body: grantBody }, async ({ body }) => {
    const { uid, amount, idempotencyKey } = body;
    if (!(await userExists(ctx.db, uid))) return noSuchUser(uid);
    const granted = await ctx.ledger.grant(uid, amount, 'grant', idempotencyKey && `admin:${idempotencyKey}`, { by: 'admin' });
    if (!granted.ok) return new AdminRefusal(409, granted.error.code, 'that idempotency key was used for another grant');
    return { uid, amount, balance: granted.value.toBalance, replayed: granted.value.replayed };
  });
