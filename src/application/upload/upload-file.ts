import { uploadParamsContract } from '../contracts/upload/params.contract';
import { uploadSuccessContract } from '../contracts/upload/success.contract';
import type { UploadType } from '../contracts/upload/upload-kinds';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { UploadBody, UploadPort, UploadTransferOutcome } from '../ports/upload.port';

export interface UploadFileRequest {
  readonly body: UploadBody;
  readonly type: UploadType;
  /** What the file is for: 'msg', 'club', 'avatar', 'report'… */
  readonly flag?: string;
  readonly width?: number;
  readonly height?: number;
  /** Send the md5 (000 §5 "Uploads send an md5 when requested"): the server checks it and skips files it already has. */
  readonly withMd5?: boolean;
}

export interface UploadedFile {
  readonly uploadId: number;
  readonly url: string;
  readonly path: string;
  readonly smallUrl: string;
}

export type UploadFileError =
  | { readonly code: 'UPLOAD.PARAMS'; readonly api: ApiError }
  | { readonly code: 'UPLOAD.TRANSFER'; readonly message: string }
  | { readonly code: 'UPLOAD.CONFIRM'; readonly api: ApiError };

export type UploadFileOutcome = { readonly ok: true; readonly value: UploadedFile } | { readonly ok: false; readonly error: UploadFileError };

/**
 * One upload (000 §5, §7): /upload/params for a ticket, the PUT of the bytes with the
 * ticket's headers (skipped when the server already has the same file), then
 * /upload/success. The date travels as x-amz-date among the headers, since a browser
 * may not set Date.
 */
export async function uploadFile(deps: { readonly http: HttpPort; readonly upload: UploadPort }, request: UploadFileRequest): Promise<UploadFileOutcome> {
  const md5 = request.withMd5 === true ? await deps.upload.md5(request.body) : undefined;
  const params = await deps.http.request(uploadParamsContract, {
    type: request.type,
    ...(request.flag === undefined ? {} : { flag: request.flag }),
    ...(md5 === undefined ? {} : { md5 }),
    ...(request.width === undefined ? {} : { width: request.width }),
    ...(request.height === undefined ? {} : { height: request.height }),
  });
  if (!params.ok) return { ok: false, error: { code: 'UPLOAD.PARAMS', api: params.error } };
  if ('list' in params.data) return { ok: false, error: { code: 'UPLOAD.PARAMS', api: { code: 'API.BAD_RESPONSE', msg: 'a list of tickets for one file' } } };
  const ticket = params.data;

  if (ticket.is_upload === 1) {
    const sent: UploadTransferOutcome = await deps.upload.put(`${ticket.host}/${ticket.dir.path}`, request.body, ticket.headers);
    if (!sent.ok) return { ok: false, error: { code: 'UPLOAD.TRANSFER', message: sent.error.message } };
  }
  const confirmed = await deps.http.request(uploadSuccessContract, { id: ticket.upload_id });
  if (!confirmed.ok) return { ok: false, error: { code: 'UPLOAD.CONFIRM', api: confirmed.error } };
  return { ok: true, value: { uploadId: ticket.upload_id, url: confirmed.data.url, path: confirmed.data.path, smallUrl: ticket.dir.small_url } };
}
