import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { NODE_TO_NODE_ROUTE } from './node-to-node-route';
import { OTHER_ROUTE_LIMIT } from './rate-limit-policy';
import { registerRateLimits } from './register-rate-limits';

describe('node-to-node routes and the per-address limits', () => {
  it('counts a page route against its address but never a node-to-node route, however many calls one node makes', async () => {
    const app = Fastify();
    await registerRateLimits(app, 1);
    app.get('/page', async () => ({}));
    app.post('/internal/step', { config: NODE_TO_NODE_ROUTE }, async () => ({}));
    const calls = OTHER_ROUTE_LIMIT.burst.max + 10;
    const statuses = async (method: 'GET' | 'POST', url: string) =>
      Promise.all(Array.from({ length: calls }, async () => (await app.inject({ method, url, remoteAddress: '10.0.0.2' })).statusCode));
    expect((await statuses('POST', '/internal/step')).filter((status) => status !== 200)).toEqual([]);
    expect((await statuses('GET', '/page')).filter((status) => status === 429)).toHaveLength(10);
    await app.close();
  });
});
