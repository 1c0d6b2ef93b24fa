import type { FastifyInstance } from 'fastify';
import type { HttpTransport } from './card-provider.js';
import type { NotificationTransport } from './sandbox-provider/notifier.js';

const isAbsolute = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * HTTP between Glint and its payment provider: a path is this server itself (the mounted
 * sandbox, and the notification endpoint it calls back) and goes through Fastify's
 * in-process request injection — the same routing, headers and status codes, without a
 * socket or knowing our own address; an absolute URL (a provider on its own port) goes
 * over the network with fetch.
 */
export function loopbackTransport(app: FastifyInstance): HttpTransport {
  return async ({ method, url, headers, body }) => {
    if (isAbsolute(url)) {
      const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
      return { status: response.status, body: await response.text() };
    }
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * A loopback transport for a module built before the app mounts routes: the module hands
 * `transport` to its services at once and calls `mount(app)` from its routes. Nothing goes
 * over it before then (endpoints and jobs run once the app is ready).
 */
export function lateLoopbackTransport(): { readonly transport: HttpTransport; mount(app: FastifyInstance): void } {
  let mounted: HttpTransport | null = null;
  return {
    transport: (request) => {
      if (mounted === null) throw new Error('loopback transport used before the app mounted its routes');
      return mounted(request);
    },
    mount: (app) => {
      mounted = loopbackTransport(app);
    },
  };
}

export function notificationTransport(http: HttpTransport): NotificationTransport {
  return async (url, { headers, body }) => (await http({ method: 'POST', url, headers, body })).status;
}
