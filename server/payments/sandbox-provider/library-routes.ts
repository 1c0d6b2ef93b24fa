import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../context.js';
import { fail, HTTP } from './sandbox-http.js';
import type { SandboxSettings } from './sandbox-settings.js';
import type { PayResult, SandboxTransaction, SandboxTransactions } from './sandbox-transactions.js';
import { TEST_CARDS } from './test-cards.js';

/** Apple's ApplePaySession.STATUS_SUCCESS / STATUS_FAILURE. */
const WALLET_STATUS = { success: 0, failure: 1 } as const;
const WALLET_SESSION_TTL_MS = 3_600_000;

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

/** What the checkout library calls from the browser with the access token of /pay/start. */
export function registerLibraryApi(app: FastifyInstance, settings: SandboxSettings, transactions: SandboxTransactions, clock: Clock): void {
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
