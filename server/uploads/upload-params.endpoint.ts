import { uploadParamsContract, type UploadRequest, type UploadTicket } from '../../src/application/contracts/upload/params.contract.js';
import { UPLOAD_KINDS } from '../../src/application/contracts/upload/upload-kinds.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { newUploadPath } from './upload-paths.js';
import { findStoredTwin, insertPendingUpload } from './upload-queries.js';

type UploadsDeps = Pick<AppContext, 'db' | 'clock' | 'uploads'>;

async function ticketFor({ db, uploads }: UploadsDeps, uid: number, request: UploadRequest, now: number): Promise<UploadTicket> {
  const kind = UPLOAD_KINDS[request.type];
  const md5 = request.md5?.toLowerCase() ?? null;
  const twin = md5 === null ? undefined : await findStoredTwin(db, uid, { ...request, md5 });
  const row = twin ?? (await insertPendingUpload(db, { uid, request, md5, path: newUploadPath({ flag: request.flag, uid, ext: kind.ext, now }), mime: kind.mime, now }));
  const target = uploads.target({ path: row.path, contentType: kind.mime, md5Hex: md5, now });
  const url = uploads.publicUrl(row.path);
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
export const uploadParamsEndpoint = (deps: UploadsDeps) =>
  defineEndpoint(uploadParamsContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    if (payload.list !== undefined) {
      const list: UploadTicket[] = [];
      for (const request of payload.list) list.push(await ticketFor(deps, caller.uid, request, now));
      return { ok: RESULT_SUCCESS, data: { list } };
    }
    const { type, flag, md5, width, height } = payload;
    if (type === undefined) throw new Error('/upload/params: the contract lets no payload through without a type or a list');
    return { ok: RESULT_SUCCESS, data: await ticketFor(deps, caller.uid, { type, flag, md5, width, height }, now) };
  });
