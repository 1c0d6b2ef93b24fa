import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the Authorization header, by hand over node:crypto
 * (https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html). Enough
 * for S3-compatible object storage: one PUT, GET or HEAD of one object.
 */
export interface SigV4Request {
  readonly method: string;
  /** The path, not yet URI-encoded ('/bucket/a b.jpg'). */
  readonly path: string;
  /** Query parameters (encoded and sorted here). */
  readonly query?: readonly (readonly [string, string])[];
  /** Every header to sign, host included; names in any case. */
  readonly headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  readonly payloadHash: string;
}

export interface SigV4Credentials {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly region: string;
  readonly service: string;
}

export interface SigV4Signature {
  readonly canonicalRequest: string;
  readonly stringToSign: string;
  readonly signature: string;
  readonly authorization: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** 'YYYYMMDD' of an 'YYYYMMDDTHHMMSSZ' amz date. */
const DATE_STAMP_LENGTH = 8;

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** ISO 8601 basic UTC time, the form of x-amz-date: 20130524T000000Z. */
export function amzDate(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** Epoch ms of an amz date (20130524T000000Z); NaN for anything else. */
export function parseAmzDate(text: string): number {
  const parts = AMZ_DATE.exec(text);
  if (parts === null) return Number.NaN;
  const [, y, mo, d, h, mi, s] = parts.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX. */
function uriEncode(text: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Signs with the date of the request's x-amz-date (or Date) header, which must be an amz date. */
export function signV4(request: SigV4Request, credentials: SigV4Credentials, date: string): SigV4Signature {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = (request.query ?? [])
    .map(([key, value]) => [uriEncode(key, false), uriEncode(value, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    uriEncode(request.path, true),
    query,
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const day = date.slice(0, DATE_STAMP_LENGTH);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = [ALGORITHM, date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretKey}`, day), credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `${ALGORITHM} Credential=${credentials.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
