import { buildStandaloneSandbox } from './standalone.js';
import { loadSandboxSettings } from './sandbox-settings.js';

/**
 * `npx tsx server/payments/sandbox-provider/sandbox-main.ts`: the sandbox provider on its
 * own port (SANDBOX_PAY_PORT, default 9090). Set SANDBOX_PAY_SECRET to the value Glint
 * has, and on Glint SANDBOX_PAY_URL=http://<this host>:9090/sandbox-pay and an absolute
 * PAY_NOTIFY_URL.
 */
const DEFAULT_PORT = 9090;
if (!process.env.SANDBOX_PAY_SECRET) throw new Error('SANDBOX_PAY_SECRET must be set: Glint and the provider share it');
const port = Number(process.env.SANDBOX_PAY_PORT ?? DEFAULT_PORT);
const { app } = await buildStandaloneSandbox(loadSandboxSettings(process.env));
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`sandbox card provider listening on port ${port}`);
