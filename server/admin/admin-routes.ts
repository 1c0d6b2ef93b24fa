import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { JsonValue } from '../db/schema.js';
import { refuseAdminRequest } from './admin-auth.js';
import { recordAdminAction, setHost, userExists } from './admin-queries.js';
import { banUser, unbanUser } from './user-moderation.js';

/** A week: longer maintenance is a different kind of outage. */
const MAINTENANCE_MAX_MINUTES = 7 * 24 * 60;
const BAN_MAX_MINUTES = 100 * 365 * 24 * 60;

const uid = z.coerce.number().int().positive();
const maintenanceOnBody = z.object({
  minutes: z.number().int().positive().max(MAINTENANCE_MAX_MINUTES),
  content: z.string().max(10_000).optional(),
});
const grantBody = z.object({
  uid,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  idempotencyKey: z.string().min(1).max(200).optional(),
});
const banBody = z
  .object({ reason: z.string().max(1_000).optional(), minutes: z.number().int().positive().max(BAN_MAX_MINUTES).optional() })
  .default({});
const uidParams = z.object({ uid });

/** What every admin answer looks like; the CLI prints `error.message`. */
type AdminError = { readonly code: string; readonly message: string };

/**
 * The operator API under /admin (used by `npm run admin`). JSON in, JSON out:
 * `{ ok: true, data }` or `{ ok: false, error: { code, message } }` with a 4xx status.
 */
export async function registerAdmin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        const refusal = refuseAdminRequest({ remoteAddress: request.socket.remoteAddress, method: request.method, headers: request.headers }, ctx.config.adminToken);
        if (refusal !== null) return fail(reply, refusal.status, { code: refusal.code, message: refusal.message });
      });

      const audit = (request: FastifyRequest, action: string, params: Record<string, JsonValue | undefined>) =>
        recordAdminAction(ctx.db, { name: action, params, remoteAddress: request.socket.remoteAddress ?? '', now: ctx.clock.now() });

      admin.get('/maintenance', async () => ({ ok: true, data: { window: await ctx.maintenance.current() } }));

      admin.post('/maintenance/on', async (request, reply) => {
        const body = maintenanceOnBody.safeParse(request.body);
        if (!body.success) return badRequest(reply, body.error);
        const window = await ctx.maintenance.start(body.data);
        await audit(request, 'maintenance.on', body.data);
        return { ok: true, data: { window } };
      });

      admin.post('/maintenance/off', async (request) => {
        const wasOn = await ctx.maintenance.stop();
        await audit(request, 'maintenance.off', {});
        return { ok: true, data: { wasOn } };
      });

      admin.post('/coins/grant', async (request, reply) => {
        const body = grantBody.safeParse(request.body);
        if (!body.success) return badRequest(reply, body.error);
        const { uid: target, amount, idempotencyKey } = body.data;
        if (!(await userExists(ctx.db, target))) return fail(reply, 404, { code: 'USER.NOT_FOUND', message: `there is no user ${target}` });
        const granted = await ctx.ledger.grant(target, amount, 'grant', idempotencyKey && `admin:${idempotencyKey}`, { by: 'admin' });
        if (!granted.ok) return fail(reply, 409, { code: granted.error.code, message: 'that idempotency key was used for another grant' });
        await audit(request, 'coins.grant', body.data);
        return { ok: true, data: { uid: target, amount, balance: granted.value.toBalance, replayed: granted.value.replayed } };
      });

      admin.post('/users/:uid/ban', async (request, reply) => {
        const params = uidParams.safeParse(request.params);
        const body = banBody.safeParse(request.body ?? undefined);
        if (!params.success) return badRequest(reply, params.error);
        if (!body.success) return badRequest(reply, body.error);
        const banned = await banUser(ctx.db, ctx.clock, { uid: params.data.uid, ...body.data });
        if (!banned.ok) return fail(reply, 404, { code: banned.error.code, message: `there is no user ${params.data.uid}` });
        await audit(request, 'user.ban', { uid: params.data.uid, ...body.data });
        return { ok: true, data: { uid: params.data.uid, ...banned.value } };
      });

      admin.post('/users/:uid/unban', async (request, reply) => {
        const params = uidParams.safeParse(request.params);
        if (!params.success) return badRequest(reply, params.error);
        const unbanned = await unbanUser(ctx.db, ctx.clock, params.data.uid);
        if (!unbanned.ok) return fail(reply, 404, { code: unbanned.error.code, message: `there is no user ${params.data.uid}` });
        await audit(request, 'user.unban', { uid: params.data.uid });
        return { ok: true, data: { uid: params.data.uid, ...unbanned.value } };
      });

      // Hosts are who messages and calls are priced towards; operators decide who is one.
      admin.post('/users/:uid/host', async (request, reply) => {
        const params = uidParams.safeParse(request.params);
        const body = z.object({ host: z.boolean() }).safeParse(request.body);
        if (!params.success) return badRequest(reply, params.error);
        if (!body.success) return badRequest(reply, body.error);
        if (!(await setHost(ctx.db, params.data.uid, body.data.host))) return fail(reply, 404, { code: 'USER.NOT_FOUND', message: `there is no user ${params.data.uid}` });
        await audit(request, 'user.host', { uid: params.data.uid, ...body.data });
        return { ok: true, data: { uid: params.data.uid, host: body.data.host } };
      });
    },
    { prefix: '/admin' },
  );
}

function fail(reply: FastifyReply, status: number, error: AdminError) {
  return reply.code(status).send({ ok: false, error });
}

function badRequest(reply: FastifyReply, error: z.ZodError) {
  const message = error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  return fail(reply, 400, { code: 'ADMIN.BAD_REQUEST', message });
}
