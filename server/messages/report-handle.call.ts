import { reportHandleContract } from '../../src/application/contracts/report/handle.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { validateReport } from '../../src/domain/validation/report.js';
import { defineCall } from '../api/call-registry.js';

/**
 * /report/handle (001 §7): files a report about a user for the operators (`reports`,
 * status 'open'). The reasons follow the form's rule (1 to 3 types, at most 4 pictures),
 * so a client cannot file what the form would refuse.
 */
export const reportHandleCall = defineCall(reportHandleContract, { auth: 'required' }, async (ctx, payload, caller) => {
  if (payload.target_id === caller.uid) return { ok: RESULT_ERROR, msg: 'You cannot report yourself' };
  const photos = payload.photos ?? [];
  const checked = validateReport({ typeIds: payload.type.split(',').map(Number), imageCount: photos.length });
  if (!checked.ok) return { ok: RESULT_ERROR, msg: 'Choose 1 to 3 violation types' };
  const target = await ctx.db.selectFrom('users').select('uid').where('uid', '=', payload.target_id).executeTakeFirst();
  if (target === undefined) return { ok: RESULT_ERROR, msg: 'This user does not exist' };
  const row = await ctx.db
    .insertInto('reports')
    .values({
      reporter_uid: caller.uid,
      target_uid: payload.target_id,
      reason_ids: checked.value.type,
      from_type: payload.from_type,
      room_id: payload.room_id ?? null,
      description: payload.description ?? '',
      photos: JSON.stringify(photos),
      created_at: ctx.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: RESULT_SUCCESS, data: { report_id: Number(row.id) } };
});
