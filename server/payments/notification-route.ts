import type { FastifyInstance } from 'fastify';
import { PAY_NOTIFY_TOLERANCE_MS } from '../../src/domain/constants.js';
import { NOTIFICATION_SIGNATURE_HEADER, verifyNotification } from './signing.js';
import { handleNotification, notificationSchema } from './handle-notification.js';
import type { PaymentsDeps } from './payments-deps.js';

/** Where the sandbox provider posts its notifications. */
export const NOTIFY_PATH = '/payments/notify/sandbox';

const HTTP = { badRequest: 400, unauthorized: 401, forbidden: 403, conflict: 409 } as const;

/**
 * The provider's notification endpoint. The raw body is checked against the signature
 * header before anything in it is believed: a bad signature is 401, a signed timestamp
 * outside the tolerance 400 — neither touches the database. A verified notification is
 * acknowledged with 200 once it is applied (or known), 409 when it must come again later.
 * With the sandbox off (production without PAY_SANDBOX) every notification is 403: only
 * the sandbox signs them.
 */
export async function registerNotificationRoute(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, async (request, reply) => {
      if (!deps.paySandbox) return reply.code(HTTP.forbidden).send({ received: false, error: 'sandbox payments are off' });
      const body = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[NOTIFICATION_SIGNATURE_HEADER];
      const check = verifyNotification(deps.notifySecret, body, typeof header === 'string' ? header : undefined, deps.clock.now(), PAY_NOTIFY_TOLERANCE_MS);
      if (!check.ok) {
        const status = check.reason === 'stale' ? HTTP.badRequest : HTTP.unauthorized;
        return reply.code(status).send({ received: false, error: check.reason });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return reply.code(HTTP.badRequest).send({ received: false, error: 'not JSON' });
      }
      const notification = notificationSchema.safeParse(parsed);
      if (!notification.success) return reply.code(HTTP.badRequest).send({ received: false, error: 'not a notification' });
      const verdict = await handleNotification(deps, notification.data);
      return verdict.ack ? { received: true } : reply.code(HTTP.conflict).send({ received: false, error: verdict.reason });
    });
  });
}
