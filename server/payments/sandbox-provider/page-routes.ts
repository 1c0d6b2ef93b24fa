import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMinorUnits } from '../../../src/domain/payments/currency.js';
import { challengePage, checkoutPage, gatherPage, resultPage, withResultParams } from './sandbox-pages.js';
import { HTTP } from './sandbox-http.js';
import type { SandboxSettings } from './sandbox-settings.js';
import type { PayResult, SandboxTransaction, SandboxTransactions } from './sandbox-transactions.js';

const amountText = (t: SandboxTransaction): string => `${formatMinorUnits(t.amount, t.currency)} ${t.currency}`;

/** The hosted checkout, the 3-D Secure challenge and the data-collection frame. */
export function registerPages(app: FastifyInstance, settings: SandboxSettings, transactions: SandboxTransactions): void {
  const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const returnTo = (t: SandboxTransaction, result: PayResult): string | null =>
    t.returnUrl === null ? null : withResultParams(t.returnUrl, { order_no: t.merchantOrderNo, transaction_id: t.id, result: result.resultCode });
  type ById = FastifyRequest<{ Params: { id: string } }>;
  const found = (request: ById, reply: FastifyReply): SandboxTransaction | undefined => {
    const transaction = transactions.get(request.params.id);
    if (transaction === undefined) void html(reply, '<!doctype html><title>Not found</title><p>No such transaction.</p>', HTTP.notFound);
    return transaction;
  };
  const form = (request: FastifyRequest): Record<string, string> => (typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, string>) : {});

  app.get('/checkout/:id', async (request: ById, reply) => {
    const t = found(request, reply);
    if (t === undefined) return reply;
    if (t.status !== 'created') return html(reply, resultPage(transactions.result(t), returnTo(t, transactions.result(t))));
    return html(reply, checkoutPage(`${settings.publicUrl}/checkout/${t.id}`, t, amountText(t), null));
  });
  app.post('/checkout/:id', async (request: ById, reply) => {
    const t = found(request, reply);
    if (t === undefined) return reply;
    const fields = form(request);
    const result = transactions.payByCard(t, {
      number: fields.number ?? '', expiry: fields.expiry ?? '', securityCode: fields.cvc ?? '',
      firstName: fields.first_name ?? '', lastName: fields.last_name ?? '',
    });
    if (result.resultCode === 'failed' && t.status === 'created') {
      return html(reply, checkoutPage(`${settings.publicUrl}/checkout/${t.id}`, t, amountText(t), result.errorMsg), HTTP.badRequest);
    }
    if (result.redirectUrl !== null) return reply.redirect(result.redirectUrl, HTTP.seeOther);
    const back = returnTo(t, result);
    return back === null ? html(reply, resultPage(result, null)) : reply.redirect(back, HTTP.seeOther);
  });

  app.get('/challenge/:id', async (request: ById, reply) => {
    const t = found(request, reply);
    if (t === undefined) return reply;
    if (t.status !== 'requires_challenge') return html(reply, resultPage(transactions.result(t), returnTo(t, transactions.result(t))));
    return html(reply, challengePage(`${settings.publicUrl}/challenge/${t.id}`, t, amountText(t)));
  });
  app.post('/challenge/:id', async (request: ById, reply) => {
    const t = found(request, reply);
    if (t === undefined) return reply;
    const fields = form(request);
    const decided = transactions.decideChallenge(t, fields.challenge_token ?? '', fields.decision === 'approve');
    if (!decided.ok) return html(reply, `<!doctype html><title>Challenge</title><p>${decided.message}</p>`, decided.status);
    return html(reply, resultPage(decided.value, returnTo(t, decided.value)));
  });

  app.get('/gather/:id', async (request: ById, reply) => {
    const t = found(request, reply);
    if (t === undefined) return reply;
    return html(reply, gatherPage(`${settings.publicUrl}/gather/${t.id}`));
  });
  app.post('/gather/:id', async (request: ById, reply) => {
    const t = found(request, reply);
    if (t === undefined) return reply;
    const gathered = transactions.completeGather(t);
    const result = gathered.ok ? gathered.value : transactions.result(t);
    return html(reply, resultPage(result, returnTo(t, result)));
  });
}
