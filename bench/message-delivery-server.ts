/**
 * The server process of bench/message-delivery.bench.ts: exactly server/main.ts (config
 * from the environment, buildApp, listen), plus the bare round trip's relay (a user's
 * outbox payload marked `bench: 1` is published to the `to` user's inbox), so the bare
 * figure crosses the same broker and event loop as the messages. Prints its port as JSON.
 */
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';

const config = loadConfig();
const app = await buildApp(config);
app.realtime.publisher.onUserMessage((_uid, message) => {
  if (message['bench'] === 1) void app.realtime.publisher.publishToUser(Number(message['to']), message);
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : config.port }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
