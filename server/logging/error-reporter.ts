import type { FastifyBaseLogger } from 'fastify';

/** What the work was doing when it failed: ids and names, never secrets (the logger redacts those anyway). */
export type LogContext = Readonly<Record<string, unknown>>;

/**
 * Where background work (payments, notifications, schedulers, realtime publishes) reports
 * an error it catches and carries on after: nothing it swallows goes unlogged, and the
 * line says what the work was doing.
 */
export type ErrorReporter = (error: unknown, context?: LogContext) => void;

/** An ErrorReporter writing one error line per failure, tagged with the area of the server. */
export function errorReporter(log: FastifyBaseLogger, area: string): ErrorReporter {
  return (error, context = {}) => log.error({ err: error, area, ...context }, `${area}: background work failed`);
}
