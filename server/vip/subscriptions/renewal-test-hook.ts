import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { renewalStep, renewalAttemptAt } from '../../../src/domain/payments/vip-renewal.js';
import { refuseAdminRequest } from '../../admin/admin-auth.js';
import type { PaymentsDeps } from '../../payments/payments-deps.js';
import { renewSubscription } from './renew-subscription.js';
import { subscriptionsDatabase } from './subscription-tables.js';

/** Where the sandbox's renewal hook answers (registered only with the sandbox provider mounted). */
export const RENEWAL_HOOK_PATH = '/payments/sandbox/vip-renewals/next';

const body = z.object({ uid: z.number().int().positive() });
const HTTP = { forbidden: 403, badRequest: 400, conflict: 409 } as const;

/** When the member's next renewal attempt is due, or null when the schedule will not charge again. */
async function nextAttemptAt(deps: PaymentsDeps, uid: number): Promise<number | null> {
  const row = await subscriptionsDatabase(deps.db)
    .selectFrom('vip_subscriptions')
    .innerJoin('users', 'users.uid', 'vip_subscriptions.uid')
    .select(['vip_subscriptions.status', 'vip_subscriptions.failures', 'users.vip_expires_at'])
    .where('vip_subscriptions.uid', '=', uid)
    .executeTakeFirst();
  if (row === undefined) return null;
  const periodEnd = row.vip_expires_at ?? 0;
  const at = Math.max(deps.clock.now(), renewalAttemptAt(periodEnd, row.failures));
  return renewalStep({ status: row.status, periodEnd, failures: row.failures }, at).kind === 'charge' ? at : null;
}

/**
 * A sandbox-only test hook (end-to-end tests cannot wait a month): runs one member's next
 * renewal attempt now, as if the clock had reached its due time — the real job's step, the
 * sandbox's real merchant-initiated charge. Only the machine's operator may call it (the
 * admin API's rule, X-Glint-Admin included), and it exists only while the sandbox provider is mounted, so a
 * production server has no such route.
 */
export function registerRenewalTestHook(app: FastifyInstance, deps: PaymentsDeps, adminToken: string | undefined): void {
  app.post(RENEWAL_HOOK_PATH, async (request, reply) => {
    const refusal = refuseAdminRequest({ remoteAddress: request.socket.remoteAddress, method: request.method, headers: request.headers }, adminToken);
    if (refusal !== null) return reply.code(HTTP.forbidden).send({ error: refusal.code });
    const parsed = body.safeParse(request.body);
    if (!parsed.success) return reply.code(HTTP.badRequest).send({ error: 'uid (a positive integer) is required' });
    const at = await nextAttemptAt(deps, parsed.data.uid);
    if (at === null) return reply.code(HTTP.conflict).send({ error: 'VIP.NOT_SUBSCRIBED' });
    return { result: await renewSubscription(deps, parsed.data.uid, at), at };
  });
}
