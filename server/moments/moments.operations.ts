import { z } from 'zod';
import { AdminRefusal, defineAdminOperation } from '../admin/admin-operation.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { MomentsDeps } from './moments-deps.js';
import { reviewQueue } from './moments-queries.js';
import { reviewMoment } from './review-moment.js';

/** How many moments `moments list` shows. */
export const MOMENT_QUEUE_LINES = 50;
/** Characters of text each line of `moments list` shows. */
export const MOMENT_TEXT_PREVIEW = 40;

/** `moments list` and `moments review <id> pass|reject` (DESIGN.md "Runtime settings"). */
export const momentsOperations = (deps: MomentsDeps, onError: ErrorReporter) => [
  defineAdminOperation({ method: 'GET', path: '/moments' }, async () => ({
    moments: (await reviewQueue(deps.moments, MOMENT_QUEUE_LINES)).map((row) => ({ id: row.id, uid: row.uid, status: row.review_status, text: [...row.text].slice(0, MOMENT_TEXT_PREVIEW).join('') })),
  })),
  defineAdminOperation(
    { method: 'POST', path: '/moments/:id/review', audit: 'moment.review', params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ verdict: z.enum(['pass', 'reject']) }) },
    async ({ params, body }) => {
      const outcome = await reviewMoment(deps, params.id, body.verdict, (error) => onError(error, { task: 'moment review notice', id: params.id }));
      if (outcome.ok) return outcome;
      return outcome.code === 'MOMENT.NOT_FOUND'
        ? new AdminRefusal(404, outcome.code, `there is no moment ${params.id}`)
        : new AdminRefusal(409, outcome.code, `moment ${params.id} is not under review`);
    },
  ),
];
