import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { MAGIC_HEAD_BYTES } from './magic-bytes.js';
import { amzDate } from './sigv4.js';
import type { StoredFileProbe, UploadStorage, UploadTarget } from './upload-storage.js';
import { isUploadToken, uploadToken } from './upload-token.js';

/** Where this server serves and receives uploads. */
export const LOCAL_UPLOADS_PREFIX = '/uploads';
/** Files being received; a name starting with a dot is never served. */
const INCOMING_DIR = '.incoming';

/** A received body, checked for size, waiting to be kept or thrown away. */
export interface ReceivedFile extends StoredFileProbe {
  readonly md5Hex: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export type ReceiveOutcome = { readonly ok: true; readonly file: ReceivedFile } | { readonly ok: false; readonly error: { readonly code: 'UPLOAD.TOO_LARGE'; readonly maxBytes: number } };

class TooLarge extends Error {}

/** Uploads on this server's disk under DATA_DIR/uploads, received by PUT /uploads/<path>. */
export class LocalDiskStorage implements UploadStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(
    root: string,
    private readonly key: Buffer,
  ) {
    this.root = path.resolve(root);
    fs.mkdirSync(path.join(this.root, INCOMING_DIR), { recursive: true });
  }

  target({ path: filePath, contentType, md5Hex, now }: Parameters<UploadStorage['target']>[0]): UploadTarget {
    const date = amzDate(now);
    const token = uploadToken(this.key, filePath, date);
    const headers: Record<string, string> = { Authorization: token, 'x-amz-date': date, 'Content-Type': contentType };
    if (md5Hex !== null) headers['Content-MD5'] = Buffer.from(md5Hex, 'hex').toString('base64');
    return { host: LOCAL_UPLOADS_PREFIX, token, date, headers, uploadType: this.kind };
  }

  /** Whether `token` is the one issued for a PUT of `filePath` at `date`. */
  verifyToken(filePath: string, date: string, token: string): boolean {
    return isUploadToken(this.key, filePath, date, token);
  }

  publicUrl(filePath: string): string {
    return `${LOCAL_UPLOADS_PREFIX}/${filePath}`;
  }

  /** The directory GET /uploads/* serves. */
  get directory(): string {
    return this.root;
  }

  async put(filePath: string, bytes: Buffer): Promise<void> {
    const incoming = this.incomingPath();
    await fs.promises.writeFile(incoming, bytes);
    await this.moveIntoPlace(incoming, filePath);
  }

  async probe(filePath: string, headBytes: number = MAGIC_HEAD_BYTES): Promise<StoredFileProbe | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.resolve(filePath), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const head = Buffer.alloc(Math.min(size, headBytes));
      await handle.read(head, 0, head.length, 0);
      return { size, head };
    } finally {
      await handle.close();
    }
  }

  /**
   * Streams a request body to a private file, hashing it and stopping as soon as it
   * passes `maxBytes`; the caller checks it, then commits it to `filePath` or discards it.
   */
  async receive(filePath: string, body: Readable, maxBytes: number): Promise<ReceiveOutcome> {
    const incoming = this.incomingPath();
    const md5 = createHash('md5');
    const headChunks: Buffer[] = [];
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new TooLarge());
        md5.update(chunk);
        if (size - chunk.length < MAGIC_HEAD_BYTES) headChunks.push(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, meter, fs.createWriteStream(incoming));
    } catch (error) {
      await fs.promises.rm(incoming, { force: true });
      if (error instanceof TooLarge) return { ok: false, error: { code: 'UPLOAD.TOO_LARGE', maxBytes } };
      throw error;
    }
    return {
      ok: true,
      file: {
        size,
        head: Buffer.concat(headChunks).subarray(0, MAGIC_HEAD_BYTES),
        md5Hex: md5.digest('hex'),
        commit: () => this.moveIntoPlace(incoming, filePath),
        discard: () => fs.promises.rm(incoming, { force: true }),
      },
    };
  }

  private incomingPath(): string {
    return path.join(this.root, INCOMING_DIR, randomBytes(16).toString('hex'));
  }

  private async moveIntoPlace(incoming: string, filePath: string): Promise<void> {
    const destination = this.resolve(filePath);
    await fs.promises.mkdir(path.dirname(destination), { recursive: true });
    await fs.promises.rename(incoming, destination);
  }

  /** The file of a relative path; a path that would leave the root is a bug upstream. */
  private resolve(filePath: string): string {
    const resolved = path.resolve(this.root, filePath);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`upload path escapes the uploads directory: ${filePath}`);
    return resolved;
  }
}
