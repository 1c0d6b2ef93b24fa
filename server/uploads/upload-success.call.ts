import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';
import { uploadTypeSchema } from '../../src/application/contracts/upload/upload-kinds.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { checkStoredFile } from './check-stored-file.js';

/**
 * /upload/success (000 §5, §7): confirms an upload. On this server's disk the PUT already
 * checked the file; in a bucket the server reads its first bytes now. Repeating it is harmless.
 */
export const uploadSuccessCall = defineCall(uploadSuccessContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const row = await ctx.db.selectFrom('uploads').selectAll().where('id', '=', payload.id).where('uid', '=', caller.uid).executeTakeFirst();
  if (row === undefined) return { ok: RESULT_ERROR, msg: `No upload ${payload.id} of yours` };
  const answer = { ok: RESULT_SUCCESS, data: { url: ctx.uploads.publicUrl(row.path), path: row.path } };
  if (row.status === 'confirmed') return answer;

  let size = row.size_bytes;
  if (row.status === 'pending') {
    const stored = ctx.uploads.kind === 's3' ? await ctx.uploads.probe(row.path) : null;
    if (stored === null) return { ok: RESULT_ERROR, msg: 'The file has not been uploaded yet' };
    const problem = checkStoredFile(uploadTypeSchema.parse(row.type), stored);
    if (problem !== null) return { ok: RESULT_ERROR, msg: `The upload was refused: ${problem}` };
    size = stored.size;
  }
  await ctx.db.updateTable('uploads').set({ status: 'confirmed', size_bytes: size, confirmed_at: ctx.clock.now() }).where('id', '=', row.id).execute();
  return answer;
});
