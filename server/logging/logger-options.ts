import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** pino's levels, quietest last; LOG_LEVEL takes one of them. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** Under vitest the servers the tests build stay quiet, so a test's output is its own (LOG_LEVEL still wins). */
export const TEST_LOG_LEVEL: LogLevel = 'silent';

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/** LOG_LEVEL, or the default (quiet under vitest); throws with the allowed levels for anything else. */
export function logLevelFrom(env: NodeJS.ProcessEnv): LogLevel {
  const level = env.LOG_LEVEL || (process.env.VITEST === 'true' ? TEST_LOG_LEVEL : DEFAULT_LOG_LEVEL);
  if (!isLogLevel(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
}

const CENSOR = '[redacted]';

/** Secret-bearing field names, wherever a log call's object or its first level of nesting has them. */
const SECRET_FIELDS = [
  'authorization', 'cookie', 'password', 'pwd', 'new_password', 'token', 'access_token', 'refresh_token', 'app_cre',
  'code_verifier', 'challenge_token', 'card', 'number', 'cvc', 'cvv', 'expiry', 'securityCode', 'secret',
  'broker_password', 'sign', 'ticket',
] as const;
/** `code` is a reset or sign-in code in a payload, but an error's code (ECONNREFUSED) one level down: censored only where a payload sits. */
const CODE_PATHS = ['code', 'payload.code', 'body.code', 'fields.code'] as const;

/** pino redaction paths: the request's secret headers and every secret field at the top level or one below. */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...CODE_PATHS,
];

/** A request URL with every query value replaced: upload tickets, checkout tokens and sign-in codes travel there. */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0] ?? ''}=${CENSOR}`)
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Where log lines go instead of stdout (a test reads them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's pino logger: JSON lines on stdout at LOG_LEVEL, a random id per request (also
 * answered as X-Request-Id, so a user's report finds its lines; a client's own id header is
 * not trusted), the request logged as method, path, redacted query and address — never its
 * headers or body — and secret fields censored in anything a handler logs. One line per
 * request (registerRequestLog), not Fastify's two.
 */
export function loggerOptions(level: LogLevel, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'disableRequestLogging'> {
  return {
    logger: {
      level,
      redact: { paths: [...REDACT_PATHS], censor: CENSOR },
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: redactQuery(request.url), remoteAddress: request.ip }),
      },
      ...(stream === undefined ? {} : { stream }),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    disableRequestLogging: true,
  };
}

const HTTP_NOT_FOUND = 404;
const HTTP_SERVER_ERROR = 500;

/**
 * One log line per request, when it is answered: the request (method, path, redacted
 * query, address), its status and time. Fastify's own logging writes a second line as
 * each request arrives; at the send path's rate (issue #17) the two lines, each through
 * the redaction, were about a tenth of the server's CPU per request. An error a handler
 * throws is still logged on its own line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // The line holds only what the serializers pick (no header, no body, the query redacted), so
  // it skips the redaction's ~50 paths, which were a third of the line's cost.
  const requests = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', async (request, reply) => {
    requests.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  // Fastify's default error handler logs the error only with its request logging on: the error keeps its line here.
  app.addHook('onError', async (request, reply, error) => {
    request.log[reply.statusCode >= HTTP_SERVER_ERROR ? 'error' : 'info']({ err: error }, error.message);
  });
}

/**
 * Fastify's own 404 logs the URL as it came, query and all (an upload ticket, a checkout
 * token): this one answers the same body and logs the redacted URL.
 */
export function registerRedactedNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: redactQuery(request.url) }, 'route not found');
    return reply.code(HTTP_NOT_FOUND).send({ message: `Route ${request.method}:${request.url} not found`, error: 'Not Found', statusCode: HTTP_NOT_FOUND });
  });
}
