import type { FastifyError, FastifyInstance } from 'fastify';
import { RESULT_ERROR, WIRE_UA_HEADER } from '../../src/domain/constants.js';
import type { AppContext } from '../context.js';
import { createApiPipeline } from './api-pipeline.js';
import { EndpointRegistry } from './define-endpoint.js';
import { gateForMaintenance } from './maintenance-gate.js';
import type { UserRateLimits } from '../rate-limits/register-rate-limits.js';

const HTTP_PAYLOAD_TOO_LARGE = 413;
const HTTP_INTERNAL = 500;
const UA_HEADER = WIRE_UA_HEADER.toLowerCase();

/**
 * Mounts `POST /api/*` and returns the registry the app adds every module's endpoints to
 * (`endpoints.add(...)`; lookup happens per request, so the order does not matter).
 * Bodies are taken as raw text whatever the Content-Type: they are envelopes, and a
 * body that is not one must get the pipeline's clear error, not a parser's.
 */
export async function registerApi(app: FastifyInstance, ctx: AppContext, userLimits: UserRateLimits): Promise<EndpointRegistry> {
  const endpoints = new EndpointRegistry();
  const handle = createApiPipeline(ctx, gateForMaintenance(endpoints, ctx.maintenance, ctx.clock), ctx.cluster.nonces);
  const bodyLimit = app.initialConfig.bodyLimit;

  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // Only Fastify's own refusals land here (too large, bad Content-Length, aborted): the pipeline never throws for input.
    api.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < HTTP_INTERNAL ? error.statusCode : HTTP_INTERNAL;
      if (status === HTTP_INTERNAL) request.log.error({ err: error }, 'api request failed');
      const msg = status === HTTP_PAYLOAD_TOO_LARGE ? `Request body is larger than ${bodyLimit} bytes` : status === HTTP_INTERNAL ? 'Internal error' : error.message;
      return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ ok: RESULT_ERROR, msg }));
    });
    api.post<{ Params: { '*': string } }>('/api/*', async (request, reply) => {
      const ua = request.headers[UA_HEADER];
      const path = `/${request.params['*']}`;
      const answer = await handle({
        path,
        authorization: request.headers.authorization,
        userAgent: typeof ua === 'string' ? ua : '',
        ip: request.ip,
        admitUser: (uid) => userLimits.admit(request, uid, path),
        body: request.body,
        log: request.log,
      });
      return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
    });
  });
  return endpoints;
}
