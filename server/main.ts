import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { paymentModeLine } from './payments/payment-mode.js';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Glint is running at http://localhost:${port}/  (data in ${config.dataDir})`);
console.log(paymentModeLine(config));
if (config.production && config.publicOrigins.length === 0) {
  // Not fatal (a private deployment may not need it), but reset mails would link to localhost.
  console.warn(`WARNING PUBLIC_ORIGIN is not set: password-reset mails link to http://localhost:${port}/. Set it to the site's public origin.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
