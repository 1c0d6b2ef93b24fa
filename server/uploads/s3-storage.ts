import { createHash } from 'node:crypto';
import { MAGIC_HEAD_BYTES } from './magic-bytes.js';
import { amzDate, sha256Hex, signV4, type SigV4Credentials } from './sigv4.js';
import type { StoredFileProbe, UploadStorage, UploadTarget } from './upload-storage.js';

/** S3_* settings: an S3-compatible endpoint with path-style bucket URLs (AWS, MinIO, R2…). */
export interface S3Settings {
  /** 'https://s3.eu-west-1.amazonaws.com', 'http://127.0.0.1:9000'… */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly region: string;
  /** Where stored files are read from; the bucket URL by default (it must allow public reads). */
  readonly publicBaseUrl: string;
}

/** The client cannot hash a file cheaply before sending it; S3 checks Content-MD5 instead when given. */
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const HTTP_NOT_FOUND = 404;
const HTTP_PARTIAL = 206;
const HTTP_RANGE_NOT_SATISFIABLE = 416;

/**
 * Uploads in an S3-compatible bucket: clients PUT straight to the bucket with a SigV4
 * Authorization made here (bound to path, content type, md5 and date); the server reads
 * back only the first bytes to check what arrived.
 */
export class S3Storage implements UploadStorage {
  readonly kind = 's3';
  private readonly credentials: SigV4Credentials;
  private readonly bucketUrl: URL;

  constructor(
    private readonly settings: S3Settings,
    /** The server Clock (structural, as in realtime/credentials.ts). */
    private readonly clock: { now(): number },
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.credentials = { accessKey: settings.accessKey, secretKey: settings.secretKey, region: settings.region, service: 's3' };
    this.bucketUrl = new URL(`${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`);
  }

  target({ path, contentType, md5Hex, now }: Parameters<UploadStorage['target']>[0]): UploadTarget {
    const date = amzDate(now);
    const headers: Record<string, string> = { 'Content-Type': contentType, 'x-amz-content-sha256': UNSIGNED_PAYLOAD, 'x-amz-date': date };
    if (md5Hex !== null) headers['Content-MD5'] = Buffer.from(md5Hex, 'hex').toString('base64');
    const { authorization } = this.sign('PUT', path, headers, UNSIGNED_PAYLOAD, date);
    return { host: this.bucketUrl.toString(), token: authorization, date, headers: { ...headers, Authorization: authorization }, uploadType: this.kind };
  }

  publicUrl(path: string): string {
    return `${this.settings.publicBaseUrl.replace(/\/+$/, '')}/${path}`;
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    const date = amzDate(this.clock.now());
    const payloadHash = sha256Hex(bytes);
    const headers = {
      'Content-Type': contentType,
      'Content-MD5': createHash('md5').update(bytes).digest('base64'),
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': date,
    };
    const { authorization } = this.sign('PUT', path, headers, payloadHash, date);
    const response = await this.fetcher(this.objectUrl(path), { method: 'PUT', headers: { ...headers, Authorization: authorization }, body: new Uint8Array(bytes) });
    if (!response.ok) throw new Error(`S3 PUT ${path} failed: HTTP ${response.status} ${await response.text()}`);
  }

  async probe(path: string, headBytes: number = MAGIC_HEAD_BYTES): Promise<StoredFileProbe | null> {
    const date = amzDate(this.clock.now());
    const headers = { Range: `bytes=0-${headBytes - 1}`, 'x-amz-content-sha256': sha256Hex(''), 'x-amz-date': date };
    const { authorization } = this.sign('GET', path, headers, headers['x-amz-content-sha256'], date);
    const response = await this.fetcher(this.objectUrl(path), { method: 'GET', headers: { ...headers, Authorization: authorization } });
    if (response.status === HTTP_NOT_FOUND) return null;
    // An empty object cannot serve a range.
    if (response.status === HTTP_RANGE_NOT_SATISFIABLE) return { size: 0, head: Buffer.alloc(0) };
    if (!response.ok) throw new Error(`S3 GET ${path} failed: HTTP ${response.status}`);
    const head = Buffer.from(await response.arrayBuffer());
    // 206 says the total after the slash of Content-Range; a 200 sent the whole (small) object.
    const total = response.status === HTTP_PARTIAL ? Number(response.headers.get('content-range')?.split('/')[1]) : head.length;
    return { size: Number.isSafeInteger(total) ? total : head.length, head: head.subarray(0, headBytes) };
  }

  private objectUrl(path: string): string {
    return `${this.bucketUrl.toString()}/${path}`;
  }

  private sign(method: string, path: string, headers: Readonly<Record<string, string>>, payloadHash: string, date: string) {
    return signV4(
      { method, path: `${this.bucketUrl.pathname}/${path}`, headers: { ...headers, host: this.bucketUrl.host }, payloadHash },
      this.credentials,
      date,
    );
  }
}
