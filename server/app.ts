import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.js';

/** Builds the HTTP server: the built client, the health check, and (later) the API and broker. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });

  app.get('/healthz', async () => ({ ok: 1, status: 'up' }));

  if (fs.existsSync(config.clientDir)) {
    await app.register(fastifyStatic, { root: config.clientDir, prefix: '/', index: 'index.html' });
  } else {
    app.get('/', async (_request, reply) =>
      reply.code(503).type('text/plain').send('The client is not built: run `npm run build` (npm start does it for you).'),
    );
  }
  return app;
}
