import { uploadParamsContract, type UploadRequest, type UploadTicket } from '../../src/application/contracts/upload/params.contract.js';
import { UPLOAD_KINDS } from '../../src/application/contracts/upload/upload-kinds.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { newUploadPath } from './upload-paths.js';

/** A user's earlier upload of the same bytes and type, already stored: sending it again is pointless. */
async function storedTwin(ctx: AppContext, uid: number, request: UploadRequest & { readonly md5: string }) {
  return ctx.db
    .selectFrom('uploads')
    .select(['id', 'path'])
    .where('uid', '=', uid)
    .where('md5', '=', request.md5)
    .where('type', '=', request.type)
    .where('status', 'in', ['stored', 'confirmed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function ticketFor(ctx: AppContext, uid: number, request: UploadRequest, now: number): Promise<UploadTicket> {
  const kind = UPLOAD_KINDS[request.type];
  const md5 = request.md5?.toLowerCase() ?? null;
  const twin = md5 === null ? undefined : await storedTwin(ctx, uid, { ...request, md5 });
  const row =
    twin ??
    (await ctx.db
      .insertInto('uploads')
      .values({
        uid,
        type: request.type,
        flag: request.flag ?? '',
        md5,
        width: request.width ?? null,
        height: request.height ?? null,
        path: newUploadPath({ flag: request.flag, uid, ext: kind.ext, now }),
        mime: kind.mime,
        created_at: now,
      })
      .returning(['id', 'path'])
      .executeTakeFirstOrThrow());
  const target = ctx.uploads.target({ path: row.path, contentType: kind.mime, md5Hex: md5, now });
  const url = ctx.uploads.publicUrl(row.path);
  return {
    is_upload: twin === undefined ? 1 : 0,
    upload_id: row.id,
    dir: { path: row.path, small_url: kind.family === 'image' ? url : '', cover_path: '' },
    host: target.host,
    token: target.token,
    date: target.date,
    upload_type: target.uploadType,
    headers: { ...target.headers },
    url,
  };
}

/** /upload/params (000 §3, §7): a server-chosen path and a signed PUT for each file. */
export const uploadParamsCall = defineCall(uploadParamsContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const now = ctx.clock.now();
  if (payload.list !== undefined) {
    const list: UploadTicket[] = [];
    for (const request of payload.list) list.push(await ticketFor(ctx, caller.uid, request, now));
    return { ok: RESULT_SUCCESS, data: { list } };
  }
  const { type, flag, md5, width, height } = payload;
  if (type === undefined) throw new Error('/upload/params: the contract lets no payload through without a type or a list');
  return { ok: RESULT_SUCCESS, data: await ticketFor(ctx, caller.uid, { type, flag, md5, width, height }, now) };
});
