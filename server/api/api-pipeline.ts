import type { FastifyBaseLogger } from 'fastify';
import { describeIssues } from '../../src/application/contracts/describe-issues.js';
import type { ResponseBody } from '../../src/application/contracts/response-envelope.js';
import { HTTP_OK, HTTP_UNAUTHORIZED, REQUEST_TIME_TOLERANCE_MS, RESULT_ERROR, RESULT_LOGOUT, WIRE_BOOTSTRAP_KEY } from '../../src/domain/constants.js';
import { routeApiResult } from '../../src/domain/session/api-result-route.js';
import { isWithinRequestWindow, requestWindowEnd } from '../../src/domain/wire/index.js';
import { nodeCodec } from '../codec/node-codec.js';
import type { AppContext } from '../context.js';
import type { Caller, Endpoint, EndpointRegistry, EndpointReply } from './define-endpoint.js';
import type { NonceStore } from './nonce-cache.js';
import { refuse } from './refuse.js';
import { clientKeyOf } from '../rate-limits/client-address.js';
import { HTTP_TOO_MANY_REQUESTS, tooManyRequestsBody, type RateVerdict } from '../rate-limits/too-many-requests.js';
import type { Session } from './session-store.js';

/** One HTTP request to /api/*, stripped of Fastify. */
export interface ApiRequest {
  /** The endpoint's path, e.g. `/profile/balance`. */
  readonly path: string;
  readonly authorization: string | undefined;
  readonly userAgent: string;
  readonly ip: string;
  /** The per-user rate limit of this endpoint (server/rate-limits), asked once the caller is known. */
  readonly admitUser: (uid: number) => Promise<RateVerdict>;
  readonly body: unknown;
  readonly log: FastifyBaseLogger;
}

/** The HTTP answer: a sealed envelope with 200, or a plain-JSON `{ ok, msg }` refusal. */
export interface ApiReply {
  readonly status: number;
  readonly body: string;
}

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;
const HTTP_UNAVAILABLE = 503;
const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/;
/** A client whose nonce partition is full waits for its oldest nonces to expire (they go a second at a time). */
const NONCE_PARTITION_RETRY_SECONDS = 60;
const INTERNAL_ERROR: EndpointReply = refuse(RESULT_ERROR, 'Internal error');

/**
 * The request layer's server side (docs/wire-format.md "Server pipeline"): find the endpoint,
 * authenticate the bearer, apply the caller's rate limit, open the envelope with the right
 * key, check sign and freshness, validate the payload, remember the nonce, run the
 * handler, validate and seal its reply. The nonce is remembered only for a request that
 * passed every other check, in the partition of its user (or, before sign-in, its client
 * address): garbage and other clients' floods never take room from anyone.
 * Every refusal is a clear plain-JSON `{ ok, msg }` (they happen before a trusted
 * answer can be sealed); every handler outcome, failures included, is sealed.
 */
export function createApiPipeline(ctx: Pick<AppContext, 'sessions' | 'clock'>, endpoints: EndpointRegistry, nonces: NonceStore): (request: ApiRequest) => Promise<ApiReply> {
  return async (request) => {
    const endpoint = endpoints.find(request.path);
    if (endpoint === undefined) return plainRefusal(HTTP_NOT_FOUND, RESULT_ERROR, `Unknown call ${request.path}`);

    const bearer = readBearer(request.authorization);
    if (bearer === 'malformed') return plainRefusal(HTTP_UNAUTHORIZED, RESULT_LOGOUT, 'Authorization must be "Bearer <token>"');
    let session: Session | null = null;
    if (bearer !== null) {
      try {
        session = await ctx.sessions.find(bearer);
      } catch (error) {
        request.log.error({ err: error }, 'session store failed');
        return plainRefusal(HTTP_UNAVAILABLE, RESULT_ERROR, 'Service temporarily unavailable, retry shortly');
      }
      if (session === null) return plainRefusal(HTTP_UNAUTHORIZED, RESULT_LOGOUT, 'Session not found or signed out');
      if (session.expiresAt <= ctx.clock.now()) return plainRefusal(HTTP_UNAUTHORIZED, RESULT_LOGOUT, 'Session expired');
      let limited;
      try {
        limited = await request.admitUser(session.uid);
      } catch (error) {
        // The shared counters (Redis, REDIS_URL) are out of reach: refuse clearly, nothing was done.
        request.log.error({ err: error }, 'rate-limit store failed');
        return plainRefusal(HTTP_UNAVAILABLE, RESULT_ERROR, 'Service temporarily unavailable, retry shortly');
      }
      if (!limited.ok) return { status: HTTP_TOO_MANY_REQUESTS, body: tooManyRequestsBody(limited.retryAfterSeconds) };
    } else if (endpoint.auth === 'required') {
      return plainRefusal(HTTP_UNAUTHORIZED, RESULT_LOGOUT, `Sign in required for ${request.path}`);
    }

    if (typeof request.body !== 'string' || request.body === '') return plainRefusal(HTTP_BAD_REQUEST, RESULT_ERROR, 'Empty request body');
    const codec = nodeCodec.withKey(session?.appCre ?? WIRE_BOOTSTRAP_KEY);
    const opened = codec.openRequest(request.body);
    if (!opened.ok) return plainRefusal(HTTP_BAD_REQUEST, RESULT_ERROR, opened.error.message);

    const { stamp } = opened.value;
    const now = ctx.clock.now();
    if (!isWithinRequestWindow(stamp.times, now)) {
      return plainRefusal(HTTP_BAD_REQUEST, RESULT_ERROR, `Stale request: times ${stamp.times} is more than ${REQUEST_TIME_TOLERANCE_MS} ms from server time ${now}`);
    }
    const payload = endpoint.contract.payload.safeParse(opened.value.payload);
    if (!payload.success) return plainRefusal(HTTP_BAD_REQUEST, RESULT_ERROR, describeIssues(payload.error, 'payload'));

    const partition = session === null ? `client:${clientKeyOf(request.ip)}` : `user:${session.uid}`;
    let verdict;
    try {
      verdict = await nonces.remember(partition, stamp.nonce, requestWindowEnd(stamp.times), now);
    } catch (error) {
      // The shared replay guard (Redis) is out of reach: a request whose nonce cannot be recorded is not run.
      request.log.error({ err: error }, 'nonce store failed');
      return plainRefusal(HTTP_UNAVAILABLE, RESULT_ERROR, 'Service temporarily unavailable, retry shortly');
    }
    if (verdict === 'replayed') return plainRefusal(HTTP_BAD_REQUEST, RESULT_ERROR, 'Replayed request: this nonce was already used');
    if (verdict === 'partition-full') return { status: HTTP_TOO_MANY_REQUESTS, body: tooManyRequestsBody(NONCE_PARTITION_RETRY_SECONDS) };
    if (verdict === 'full') return plainRefusal(HTTP_UNAVAILABLE, RESULT_ERROR, 'Server busy, retry shortly');

    const caller = callerFor(endpoint, session, request, stamp.times);
    const reply = await runHandler(endpoint, payload.data, caller);
    const body: ResponseBody = { ok: reply.ok, msg: reply.msg ?? '', data: reply.data, callback: reply.callback ? [...reply.callback] : undefined, nonce: stamp.nonce };
    return { status: HTTP_OK, body: codec.sealResponse(body) };
  };
}

/** The handler's reply, checked: a throw or a success whose data breaks the contract becomes "Internal error". */
async function runHandler(endpoint: Endpoint, payload: unknown, caller: Caller): Promise<EndpointReply> {
  let reply: EndpointReply;
  try {
    reply = await endpoint.handler(payload, caller);
  } catch (error) {
    caller.log.error({ err: error, path: endpoint.contract.path }, 'endpoint handler threw');
    return INTERNAL_ERROR;
  }
  if (!Number.isSafeInteger(reply.ok)) {
    caller.log.error({ path: endpoint.contract.path, ok: reply.ok }, 'endpoint handler replied without an integer ok');
    return INTERNAL_ERROR;
  }
  // Only what the client will treat as a success must match the contract's data.
  if (routeApiResult({ httpStatus: HTTP_OK, ok: reply.ok }, true).kind !== 'success') return reply;
  const data = endpoint.contract.response.safeParse(reply.data);
  if (!data.success) {
    caller.log.error({ path: endpoint.contract.path, issues: describeIssues(data.error, 'data') }, 'endpoint reply breaks its contract');
    return INTERNAL_ERROR;
  }
  return { ...reply, data: data.data };
}

function callerFor(endpoint: Endpoint, session: Session | null, request: ApiRequest, sentAt: number): Caller {
  const known = endpoint.auth === 'none' ? null : session;
  return { uid: known?.uid ?? null, token: known?.token ?? null, sessionId: known?.id ?? null, userAgent: request.userAgent, sentAt, ip: request.ip, log: request.log };
}

/** The token of `Authorization: Bearer <token>`, null when absent, 'malformed' otherwise. */
function readBearer(header: string | undefined): string | null | 'malformed' {
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? 'malformed';
}

function plainRefusal(status: number, ok: number, msg: string): ApiReply {
  return { status, body: JSON.stringify({ ok, msg }) };
}
