import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAY_NOTIFY_MAX_ATTEMPTS, PAY_NOTIFY_RETRY_BASE_MS, PAY_NOTIFY_RETRY_MAX_MS } from '../../../src/domain/constants.js';
import { formatMinorUnits } from '../../../src/domain/payments/currency.js';
import type { Clock } from '../../context.js';
import type { Scheduler } from '../../calls/scheduler.js';
import { signReceipt } from '../signing.js';
import { SandboxNotifier, type NotificationTransport } from './notifier.js';
import type { SandboxNotification } from './sandbox-codes.js';
import { challengePage, checkoutPage, gatherPage, resultPage, withResultParams } from './sandbox-pages.js';
import type { SandboxSettings } from './sandbox-settings.js';
import { SandboxTransactions, type PayResult, type SandboxTransaction } from './sandbox-transactions.js';
import { TEST_CARDS } from './test-cards.js';

export interface SandboxProviderOptions {
  readonly settings: SandboxSettings;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** How notifications reach the merchant (in process when mounted, HTTP otherwise). */
  readonly transport: NotificationTransport;
  readonly onError: (error: unknown) => void;
}

/** The sandbox card provider: its routes (register under the mount path) and its parts. */
export interface SandboxProvider {
  readonly plugin: FastifyPluginAsync;
  readonly transactions: SandboxTransactions;
  readonly notifier: SandboxNotifier;
  /** Stops timers and retries (the server is shutting down). */
  close(): void;
}

const HTTP = { created: 201, seeOther: 303, badRequest: 400, unauthorized: 401, notFound: 404 } as const;
/** Apple's ApplePaySession.STATUS_SUCCESS / STATUS_FAILURE. */
const WALLET_STATUS = { success: 0, failure: 1 } as const;
const WALLET_SESSION_TTL_MS = 3_600_000;

const createBody = z.object({
  merchant_order_no: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  notify_url: z.string().min(1),
  return_url: z.string().max(2_000).nullable().optional(),
  customer: z.object({ user_id: z.string(), email: z.string().default(''), country: z.string().default('') }),
  browser: z.record(z.string(), z.unknown()).nullable().optional(),
});
const cardBody = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  first_name: z.string().max(100),
  last_name: z.string().max(100),
});
const walletSessionBody = z.object({
  merchantIdentifier: z.string(),
  displayName: z.string(),
  initiative: z.string(),
  initiativeContext: z.string(),
});
/** In the sandbox a wallet token names its test card in `sandboxCard`; without one it is the success card. */
const walletToken = z.object({ sandboxCard: z.string().regex(/^\d{12,19}$/).optional() }).passthrough();
const applePayBody = z.object({
  sessionToken: z.string().min(1),
  referer: z.string().optional(),
  applePayPayment: z.object({ token: z.object({ paymentData: walletToken }).passthrough() }).passthrough(),
});
const googlePayBody = z.object({ sessionToken: z.string().min(1), paymentData: walletToken });
const purchaseBody = z.object({ product_id: z.string().min(1).max(128), app_account_token: z.string().min(1).max(64) });

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates the sandbox provider. Mount it with `app.register(provider.plugin, { prefix: SANDBOX_MOUNT_PATH })`. */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { settings, clock } = options;
  const notifier = new SandboxNotifier({
    transport: options.transport,
    secret: settings.notifySecret,
    clock,
    scheduler: options.scheduler,
    policy: { baseMs: PAY_NOTIFY_RETRY_BASE_MS, maxMs: PAY_NOTIFY_RETRY_MAX_MS, maxAttempts: PAY_NOTIFY_MAX_ATTEMPTS },
    onError: options.onError,
  });
  const transactions = new SandboxTransactions({
    clock,
    scheduler: options.scheduler,
    publicUrl: settings.publicUrl,
    onEvent: (transaction, type) => {
      const notification: SandboxNotification = {
        event_id: `evt_${randomBytes(12).toString('hex')}`,
        type,
        created: clock.now(),
        data: {
          transaction_id: transaction.id,
          merchant_order_no: transaction.merchantOrderNo,
          amount: transaction.amount,
          currency: transaction.currency,
          status: transaction.status,
          error_code: transaction.errorCode,
        },
      };
      notifier.send(transaction.notifyUrl, notification);
    },
  });

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerMerchantApi(app, settings, transactions);
    registerLibraryApi(app, settings, transactions, clock);
    registerPages(app, settings, transactions);
    registerStore(app, settings, clock);
  };

  return {
    plugin,
    transactions,
    notifier,
    close() {
      transactions.close();
      notifier.close();
    },
  };
}

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error: { message } });

function transactionView(t: SandboxTransaction) {
  return { id: t.id, status: t.status, merchant_order_no: t.merchantOrderNo, amount: t.amount, currency: t.currency, error_code: t.errorCode };
}

const amountText = (t: SandboxTransaction): string => `${formatMinorUnits(t.amount, t.currency)} ${t.currency}`;

/** Glint's server-to-provider calls, authenticated with the merchant number and API secret (HTTP Basic). */
function registerMerchantApi(app: FastifyInstance, settings: SandboxSettings, transactions: SandboxTransactions): void {
  const expected = `Basic ${Buffer.from(`${settings.merchantNo}:${settings.apiSecret}`).toString('base64')}`;
  const authorised = (request: FastifyRequest) => sameSecret(request.headers.authorization ?? '', expected);
  const withTransaction = (handle: (t: SandboxTransaction, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      if (!authorised(request)) return fail(reply, HTTP.unauthorized, 'Invalid merchant credentials');
      const transaction = transactions.get(request.params.id);
      return transaction === undefined ? fail(reply, HTTP.notFound, 'No such transaction') : handle(transaction, reply);
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
    });
    return reply.code(HTTP.created).send({ ...transactionView(transaction), checkout_url: `${settings.publicUrl}/checkout/${transaction.id}` });
  });
  app.get('/v1/transactions/:id', withTransaction((t) => transactionView(t)));
  app.post('/v1/transactions/:id/cancel', withTransaction((t) => transactionView(transactions.cancel(t))));
  app.post('/v1/transactions/:id/refund', withTransaction((t, reply) => {
    const refunded = transactions.refund(t);
    return refunded.ok ? transactionView(refunded.value) : fail(reply, refunded.status, refunded.message);
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

/** What the checkout library calls from the browser with the access token of /pay/start. */
function registerLibraryApi(app: FastifyInstance, settings: SandboxSettings, transactions: SandboxTransactions, clock: Clock): void {
  const bearer = (request: FastifyRequest): SandboxTransaction | undefined => {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? transactions.byToken(header.slice('Bearer '.length).trim()) : undefined;
  };

  app.post('/v1/payments', async (request, reply) => {
    const transaction = bearer(request);
    if (transaction === undefined) return fail(reply, HTTP.unauthorized, 'Invalid or expired access token');
    const card = cardBody.safeParse((request.body as { card?: unknown } | null)?.card);
    if (!card.success) return fail(reply, HTTP.badRequest, 'A card is required');
    const { number, expiry, cvc, first_name: firstName, last_name: lastName } = card.data;
    return transactions.payByCard(transaction, { number, expiry, securityCode: cvc, firstName, lastName });
  });
  app.get('/v1/payments/result', async (request, reply) => {
    const transaction = bearer(request);
    return transaction === undefined ? fail(reply, HTTP.unauthorized, 'Invalid or expired access token') : transactions.result(transaction);
  });

  app.post('/applepay/paymentSession', async (request, reply) => {
    const body = walletSessionBody.safeParse(request.body);
    const valid = body.success && body.data.merchantIdentifier === settings.walletMerchantId && body.data.initiative === 'web' && body.data.initiativeContext !== '';
    if (!valid || !body.success) return fail(reply, HTTP.badRequest, 'Merchant session is not valid.');
    const now = clock.now();
    const session = {
      epochTimestamp: now,
      expiresAt: now + WALLET_SESSION_TTL_MS,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: createHash('sha256').update(body.data.merchantIdentifier).digest('hex').toUpperCase(),
      domainName: body.data.initiativeContext,
      displayName: body.data.displayName,
      retries: 0,
      pspId: settings.merchantNo,
    };
    return { ...session, signature: createHmac('sha256', settings.apiSecret).update(JSON.stringify(session)).digest('hex') };
  });
  const walletReply = (result: PayResult) => ({
    newNotifyParams: result.newNotifyParams,
    applePayPaymentAuthorizationResult: {
      status: result.resultCode === 'succeed' || result.resultCode === 'pending' ? WALLET_STATUS.success : WALLET_STATUS.failure,
      errors: [],
    },
    result,
  });
  app.post('/applepay/payment', async (request, reply) => {
    const body = applePayBody.safeParse(request.body);
    if (!body.success) return fail(reply, HTTP.badRequest, 'Invalid Apple Pay payment');
    const transaction = transactions.byToken(body.data.sessionToken);
    if (transaction === undefined) return fail(reply, HTTP.unauthorized, 'Invalid or expired session token');
    const card = body.data.applePayPayment.token.paymentData.sandboxCard ?? TEST_CARDS.succeed;
    return walletReply(transactions.payByWallet(transaction, 'applepay', card));
  });
  app.post('/googlepay/payment', async (request, reply) => {
    const body = googlePayBody.safeParse(request.body);
    if (!body.success) return fail(reply, HTTP.badRequest, 'Invalid Google Pay payment');
    const transaction = transactions.byToken(body.data.sessionToken);
    if (transaction === undefined) return fail(reply, HTTP.unauthorized, 'Invalid or expired session token');
    return walletReply(transactions.payByWallet(transaction, 'googlepay', body.data.paymentData.sandboxCard ?? TEST_CARDS.succeed));
  });
}

/** The hosted checkout, the 3-D Secure challenge and the data-collection frame. */
function registerPages(app: FastifyInstance, settings: SandboxSettings, transactions: SandboxTransactions): void {
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

/**
 * The sandbox store: what the native shell's store purchase returns, a receipt signed
 * with the store secret naming the transaction, the product and the account token the
 * purchase was made for (the `tran_no` of /order-apple/create).
 */
function registerStore(app: FastifyInstance, settings: SandboxSettings, clock: Clock): void {
  app.post('/iap/purchase', async (request, reply) => {
    const body = purchaseBody.safeParse(request.body);
    if (!body.success) return fail(reply, HTTP.badRequest, 'product_id and app_account_token are required');
    const transactionId = `1000${randomBytes(6).readUIntBE(0, 6)}`;
    const receipt = signReceipt(settings.storeSecret, {
      transaction_id: transactionId,
      original_transaction_id: transactionId,
      product_id: body.data.product_id,
      app_account_token: body.data.app_account_token,
      purchase_date: clock.now(),
      environment: 'Sandbox',
    });
    return { receipt_data: receipt, transaction_id: transactionId };
  });
}
