import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { clientKeyOf } from './client-address.js';
import { isNodeToNodeRoute } from './node-to-node-route.js';
import { FixedWindowStore } from './fixed-window-store.js';
import { redisWindowStoreClass } from './redis-window-store.js';
import { RATE_LIMITS, type RateClass, type RateRule } from './rate-limit-policy.js';
import { rateClassOfEndpoint, rateClassOfRequest } from './route-class.js';
import { ADMITTED, HTTP_TOO_MANY_REQUESTS, HTTP_UNAVAILABLE, tooManyRequestsBody, unavailableBody, type RateVerdict } from './too-many-requests.js';

/** How soon a client refused because the shared counters are out of reach should try again. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** The per-user half, applied by the request layer once it knows who is calling. */
export interface UserRateLimits {
  admit(request: FastifyRequest, uid: number, endpointPath: string): Promise<RateVerdict>;
}

type Check = (request: FastifyRequest) => Promise<RateVerdict>;

/**
 * Registers @fastify/rate-limit and a hook that counts every request against its class
 * (rate-limit-policy.ts) per client address — the socket's, or the one TRUST_PROXY's
 * proxies name — before anything else runs; refused requests get 429 and count too, so a
 * flood stays refused until it stops. Returns the per-user limits for the request layer.
 * With `redis` (REDIS_URL) the counters are shared by every node.
 */
export async function registerRateLimits(app: FastifyInstance, factor: number, redis: Redis | null = null): Promise<UserRateLimits> {
  await app.register(fastifyRateLimit, { global: false, store: redis === null ? FixedWindowStore : redisWindowStoreClass(redis) });
  const usersOf = new WeakMap<FastifyRequest, string>();
  const byAddress = checkers(app, factor, (request) => clientKeyOf(request.ip));
  const byUser = checkers(app, factor, (request) => usersOf.get(request) ?? '');

  app.addHook('onRequest', async (request, reply) => {
    if (isNodeToNodeRoute(request.routeOptions.config)) return;
    let verdict: RateVerdict;
    try {
      verdict = await byAddress[rateClassOfRequest(request.method, request.url)](request);
    } catch (error) {
      // The shared counters (REDIS_URL) are out of reach: a clear refusal, before any work.
      request.log.error({ err: error }, 'rate-limit store failed');
      return reply.code(HTTP_UNAVAILABLE).header('retry-after', UNAVAILABLE_RETRY_SECONDS).type('application/json; charset=utf-8').send(unavailableBody(UNAVAILABLE_RETRY_SECONDS));
    }
    if (verdict.ok) return;
    return reply
      .code(HTTP_TOO_MANY_REQUESTS)
      .header('retry-after', verdict.retryAfterSeconds)
      .type('application/json; charset=utf-8')
      .send(tooManyRequestsBody(verdict.retryAfterSeconds));
  });

  return {
    admit(request, uid, endpointPath) {
      usersOf.set(request, `user:${uid}`);
      return byUser[rateClassOfEndpoint(endpointPath)](request);
    },
  };
}

function checkers(app: FastifyInstance, factor: number, keyOf: (request: FastifyRequest) => string): Record<RateClass, Check> {
  const entries = Object.entries(RATE_LIMITS).map(([rateClass, rule]) => [rateClass, ruleCheck(app, rule, factor, keyOf)] as const);
  return Object.fromEntries(entries) as Record<RateClass, Check>;
}

/** Both windows of a rule count the request; the longer wait of the exceeded ones is the answer. */
function ruleCheck(app: FastifyInstance, rule: RateRule, factor: number, keyOf: (request: FastifyRequest) => string): Check {
  const windows = [rule.burst, rule.sustained].map((window) => {
    return app.createRateLimit({ max: window.max * factor, timeWindow: window.windowMs, keyGenerator: keyOf });
  });
  return async (request) => {
    const results = await Promise.all(windows.map((count) => count(request)));
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
    return waits.length === 0 ? ADMITTED : { ok: false, retryAfterSeconds: Math.max(1, ...waits) };
  };
}
