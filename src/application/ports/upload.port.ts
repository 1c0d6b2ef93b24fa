/** A file's bytes as the platform holds them (a browser File is a Blob). */
export type UploadBody = Blob | Uint8Array;

export type UploadTransferErrorCode =
  /** The storage answered with a non-2xx status; `message` is 'Upload response ' + its status text (000 §8). */
  | 'UPLOAD.RESPONSE'
  /** No answer at all (offline, refused); `message` is 'Empty response' (000 §8). */
  | 'UPLOAD.EMPTY_RESPONSE';

export type UploadTransferOutcome = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: UploadTransferErrorCode; readonly message: string } };

/**
 * Moving a file's bytes to the storage an /upload/params ticket names, and the md5 the
 * ticket may be bound to. Failures are values.
 */
export interface UploadPort {
  /** PUT `body` to `url` (absolute, or relative to the app's server) with exactly `headers`. */
  put(url: string, body: UploadBody, headers: Readonly<Record<string, string>>): Promise<UploadTransferOutcome>;
  /** md5 of the bytes, lowercase hex. */
  md5(body: UploadBody): Promise<string>;
}
