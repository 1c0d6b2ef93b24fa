/** How a client sends one file to the storage: `PUT <host>/<path>` with `headers`. */
export interface UploadTarget {
  readonly host: string;
  /** The Authorization value (also among `headers`). */
  readonly token: string;
  /** The request date the token is bound to (amz date; also among `headers` as x-amz-date). */
  readonly date: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly uploadType: 'local' | 's3';
}

/** What a stored file starts with, and how big it is. */
export interface StoredFileProbe {
  readonly size: number;
  readonly head: Buffer;
}

/**
 * Where uploads live: this server's disk (the default) or an S3-compatible bucket
 * (S3_ENDPOINT…). Paths are relative ('msg/2024/05/10000001/3f9a….jpg') and chosen by the
 * server, never by a client.
 */
export interface UploadStorage {
  readonly kind: UploadTarget['uploadType'];
  /** The signed PUT for `path`, bound to its content type and, when given, its md5. */
  target(request: { readonly path: string; readonly contentType: string; readonly md5Hex: string | null; readonly now: number }): UploadTarget;
  /** The URL the stored file is served at. */
  publicUrl(path: string): string;
  /** Stores bytes the server itself holds (demo avatars). */
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The size and first `headBytes` (default MAGIC_HEAD_BYTES, enough for its type) of a stored file; null when nothing is stored there. */
  probe(path: string, headBytes?: number): Promise<StoredFileProbe | null>;
}
