import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../context.js';
import { IDEMPOTENCY_KEY_HEADER, MERCHANT_SIGNATURE_HEADER, merchantChargeText, verifyNotification } from '../signing.js';
import { fail, HTTP } from './sandbox-http.js';
import type { SandboxSettings } from './sandbox-settings.js';
import type { SandboxTransaction, SandboxTransactions } from './sandbox-transactions.js';

const createBody = z.object({
  merchant_order_no: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  notify_url: z.string().min(1),
  return_url: z.string().max(2_000).nullable().optional(),
  customer: z.object({ user_id: z.string(), email: z.string().default(''), country: z.string().default('') }),
  browser: z.record(z.string(), z.unknown()).nullable().optional(),
  save_card: z.boolean().optional(),
});
const chargeBody = z.object({ card_token: z.string().min(1).max(128) });
const idempotencyKey = z.string().min(1).max(255);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function transactionView(t: SandboxTransaction) {
  return { id: t.id, status: t.status, merchant_order_no: t.merchantOrderNo, amount: t.amount, currency: t.currency, error_code: t.errorCode, card_token: t.cardToken };
}

/** How far a signed merchant request's time may be from the provider's clock (a replayed request is refused). */
const MERCHANT_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** Glint's server-to-provider calls, authenticated with the merchant number and API secret (HTTP Basic). */
export function registerMerchantApi(app: FastifyInstance, settings: SandboxSettings, transactions: SandboxTransactions, clock: Clock): void {
  const expected = `Basic ${Buffer.from(`${settings.merchantNo}:${settings.apiSecret}`).toString('base64')}`;
  const authorised = (request: FastifyRequest) => sameSecret(request.headers.authorization ?? '', expected);
  const withTransaction = (handle: (t: SandboxTransaction, reply: FastifyReply, request: FastifyRequest) => unknown) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      if (!authorised(request)) return fail(reply, HTTP.unauthorized, 'Invalid merchant credentials');
      const transaction = transactions.get(request.params.id);
      return transaction === undefined ? fail(reply, HTTP.notFound, 'No such transaction') : handle(transaction, reply, request);
    };

  app.post('/v1/transactions', async (request, reply) => {
    if (!authorised(request)) return fail(reply, HTTP.unauthorized, 'Invalid merchant credentials');
    const body = createBody.safeParse(request.body);
    if (!body.success) return fail(reply, HTTP.badRequest, body.error.issues[0]?.message ?? 'Invalid request');
    const input = body.data;
    const transaction = transactions.create({
      merchantOrderNo: input.merchant_order_no,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      notifyUrl: input.notify_url,
      returnUrl: input.return_url ?? null,
      customer: { userId: input.customer.user_id, email: input.customer.email, country: input.customer.country },
      browser: input.browser ?? null,
      saveCard: input.save_card ?? false,
    });
    return reply.code(HTTP.created).send({ ...transactionView(transaction), checkout_url: `${settings.publicUrl}/checkout/${transaction.id}` });
  });
  app.get('/v1/transactions/:id', withTransaction((t) => transactionView(t)));
  app.post('/v1/transactions/:id/cancel', withTransaction((t) => transactionView(transactions.cancel(t))));
  app.post('/v1/transactions/:id/refund', withTransaction((t, reply) => {
    const refunded = transactions.refund(t);
    return refunded.ok ? transactionView(refunded.value) : fail(reply, refunded.status, refunded.message);
  }));
  app.post('/v1/transactions/:id/charge-saved-card', withTransaction((t, reply, request) => {
    const key = idempotencyKey.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const body = chargeBody.safeParse(request.body);
    if (!key.success || !body.success) return fail(reply, HTTP.badRequest, `card_token and an ${IDEMPOTENCY_KEY_HEADER} header are required`);
    const signature = request.headers[MERCHANT_SIGNATURE_HEADER];
    const signed = merchantChargeText(t.id, body.data.card_token, key.data);
    const check = verifyNotification(settings.apiSecret, signed, typeof signature === 'string' ? signature : undefined, clock.now(), MERCHANT_SIGNATURE_TOLERANCE_MS);
    if (!check.ok) return fail(reply, HTTP.unauthorized, `Invalid request signature (${check.reason})`);
    const charged = transactions.chargeSavedCard(t, body.data.card_token, key.data);
    return charged.ok ? transactionView(charged.value) : fail(reply, charged.status, charged.message);
  }));
  app.post('/v1/access-tokens', async (request, reply) => {
    if (!authorised(request)) return fail(reply, HTTP.unauthorized, 'Invalid merchant credentials');
    const body = z.object({ transaction_id: z.string() }).safeParse(request.body);
    const transaction = body.success ? transactions.get(body.data.transaction_id) : undefined;
    if (transaction === undefined) return fail(reply, HTTP.notFound, 'No such transaction');
    const { token, expiresAt } = transactions.issueToken(transaction);
    return { access_token: token, expires_at: expiresAt, transaction_id: transaction.id };
  });
}
