import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { refuseAdminRequest } from './admin-auth.js';
import { AdminRefusal, type AdminOperation } from './admin-operation.js';
import { recordAdminAction } from './admin-queries.js';

/**
 * The operator API under /admin (used by `npm run admin`), mounting every module's admin
 * operations behind one guard. JSON in, JSON out: `{ ok: true, data }` or
 * `{ ok: false, error: { code, message } }` with a 4xx status.
 */
export async function registerAdmin(app: FastifyInstance, ctx: AppContext, operations: readonly AdminOperation[]): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        const refusal = refuseAdminRequest({ remoteAddress: request.socket.remoteAddress, method: request.method, headers: request.headers }, ctx.config.adminToken);
        if (refusal !== null) return fail(reply, new AdminRefusal(refusal.status, refusal.code, refusal.message));
      });
      for (const operation of operations) {
        admin.route({
          method: operation.method,
          url: operation.path,
          handler: async (request, reply) => {
            const answer = await operation.handle({ params: request.params, body: request.body });
            if (answer instanceof AdminRefusal) return fail(reply, answer);
            if (operation.audit !== undefined) {
              await recordAdminAction(ctx.db, { name: operation.audit, params: answer.audited, remoteAddress: request.socket.remoteAddress ?? '', now: ctx.clock.now() });
            }
            return { ok: true, data: answer.data };
          },
        });
      }
    },
    { prefix: '/admin' },
  );
}

function fail(reply: FastifyReply, refusal: AdminRefusal) {
  return reply.code(refusal.status).send({ ok: false, error: { code: refusal.code, message: refusal.message } });
}
