import type { AppContext } from '../context.js';
import { defineAdminOperation } from '../admin/admin-operation.js';
import { latestFeedback } from './feedback-queries.js';

/** How many feedback rows `feedback list` shows, newest first. */
export const FEEDBACK_LIST_SIZE = 50;

/** GET /admin/feedback: the newest feedback first (`feedback list`). */
export const feedbackListOperation = (ctx: Pick<AppContext, 'db'>) =>
  defineAdminOperation({ method: 'GET', path: '/feedback' }, async () => {
    const rows = await latestFeedback(ctx.db, FEEDBACK_LIST_SIZE);
    return { feedback: rows.map((row) => ({ id: row.id, uid: row.uid, rating: row.rating, type: row.type, text: row.text, photos: row.photos, createdAt: row.created_at })) };
  });
