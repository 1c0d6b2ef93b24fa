import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '../../src/domain/constants.js';
import { NOTIFY_PATH } from '../../server/payments/notification-route.js';
import { loadSandboxSettings } from '../../server/payments/sandbox-provider/sandbox-settings.js';
import { buildStandaloneSandbox } from '../../server/payments/sandbox-provider/standalone.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { startPaymentServer, untilOrderStatus, type PaymentServer } from './payments-harness.js';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

describe('the sandbox provider on its own port', () => {
  let server: PaymentServer;
  let sandbox: Awaited<ReturnType<typeof buildStandaloneSandbox>>;

  beforeAll(async () => {
    const [providerPort, glintPort] = await Promise.all([freePort(), freePort()]);
    const env = {
      SANDBOX_PAY_SECRET: 'shared-between-glint-and-the-provider',
      SANDBOX_PAY_URL: `http://127.0.0.1:${providerPort}/sandbox-pay`,
      PAY_NOTIFY_URL: `http://127.0.0.1:${glintPort}${NOTIFY_PATH}`,
    };
    server = await startPaymentServer({ env, port: glintPort, secret: env.SANDBOX_PAY_SECRET });
    sandbox = await buildStandaloneSandbox(loadSandboxSettings(env), { clock: server.time, scheduler: server.time });
    await sandbox.app.listen({ port: providerPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sandbox?.app.close();
    await server?.close();
  });

  it('is reached over HTTP by Glint and notifies Glint over HTTP; nothing is mounted at /sandbox-pay', async () => {
    const mounted = await server.getPage('/sandbox-pay/checkout/txn_x');
    expect(mounted.status).toBe(404);

    const uid = await server.newUser();
    const { orderNo, token } = await server.startCardPayment(uid);
    const result = await server.payWithCard(token, TEST_CARDS.challenge);
    expect(result.redirectUrl).toMatch(new RegExp(`^${server.settings.publicUrl}/challenge/txn_`));
    const page = await server.getPage(result.redirectUrl ?? '');
    await server.submitForm(page.html, { decision: 'approve' });

    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(360);
  });
});
