import { z } from 'zod';
import { AdminRefusal, defineAdminOperation } from '../admin/admin-operation.js';
import type { DeskOutcome } from './service-desk.js';
import type { ServiceDeps } from './service-deps.js';

/** Ours: an operator's reply is a chat message, not a letter. */
export const OPERATOR_REPLY_MAX_LENGTH = 2_000;

const sessionParams = z.object({ id: z.coerce.number().int().positive() });

function answerOf(id: number, outcome: DeskOutcome) {
  if (outcome.ok) return { id, status: outcome.update.session.status };
  if (outcome.code === 'SERVICE.NOT_FOUND') return new AdminRefusal(404, outcome.code, `there is no service conversation ${id}`);
  if (outcome.code === 'SERVICE.NOT_WITH_PERSON') return new AdminRefusal(409, outcome.code, `conversation ${id} is with the assistant: the user has not asked for a person`);
  return new AdminRefusal(409, outcome.code, `conversation ${id} has ended`);
}

/** `service list`, `service reply <id> TEXT` and `service close <id>` (issue #16). */
export const serviceOperations = ({ desk }: ServiceDeps) => [
  defineAdminOperation({ method: 'GET', path: '/service' }, async () => ({ sessions: await desk.queue() })),
  defineAdminOperation(
    { method: 'POST', path: '/service/:id/reply', audit: 'service.reply', params: sessionParams, body: z.object({ text: z.string().trim().min(1).max(OPERATOR_REPLY_MAX_LENGTH) }) },
    async ({ params, body }) => answerOf(params.id, await desk.reply(params.id, body.text)),
  ),
  defineAdminOperation({ method: 'POST', path: '/service/:id/close', audit: 'service.close', params: sessionParams }, async ({ params }) =>
    answerOf(params.id, await desk.close(params.id)),
  ),
];
