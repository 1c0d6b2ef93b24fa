import { describe, expect, it } from 'vitest';
import { createUploadStorage } from './create-upload-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage, type S3Settings } from './s3-storage.js';
import { signV4 } from './sigv4.js';

const settings: S3Settings = {
  endpoint: 'https://objects.example.com/',
  bucket: 'glint',
  accessKey: 'AKIDEXAMPLE',
  secretKey: 'secret',
  region: 'eu-west-1',
  publicBaseUrl: 'https://cdn.example.com',
};
const clock = { now: () => Date.UTC(2025, 0, 2, 3, 4, 5) };

/** A fetch that records requests and answers from `reply`. */
function recorder(reply: (url: string, init: RequestInit) => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(input), init: init ?? {} });
    return reply(String(input), init ?? {});
  }) as typeof fetch;
  return { requests, fetcher };
}

describe('S3Storage', () => {
  it('signs the client PUT for the path, content type and md5, with the date as x-amz-date', () => {
    const storage = new S3Storage(settings, clock);
    const target = storage.target({ path: 'msg/2025/01/7/ab.png', contentType: 'image/png', md5Hex: '0123456789abcdef0123456789abcdef', now: clock.now() });
    expect(target).toMatchObject({ host: 'https://objects.example.com/glint', date: '20250102T030405Z', uploadType: 's3' });
    expect(target.headers).toMatchObject({
      'Content-Type': 'image/png',
      'Content-MD5': 'ASNFZ4mrze8BI0VniavN7w==',
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      'x-amz-date': '20250102T030405Z',
      Authorization: target.token,
    });
    // The signature covers what S3 will see: path-style key, host, the headers above.
    const { Authorization: _authorization, ...signed } = target.headers;
    const expected = signV4(
      { method: 'PUT', path: '/glint/msg/2025/01/7/ab.png', headers: { ...signed, host: 'objects.example.com' }, payloadHash: 'UNSIGNED-PAYLOAD' },
      { accessKey: 'AKIDEXAMPLE', secretKey: 'secret', region: 'eu-west-1', service: 's3' },
      '20250102T030405Z',
    );
    expect(target.token).toBe(expected.authorization);
    expect(target.token).toContain('Credential=AKIDEXAMPLE/20250102/eu-west-1/s3/aws4_request');
    expect(target.token).toContain('SignedHeaders=content-md5;content-type;host;x-amz-content-sha256;x-amz-date');
  });

  it('serves stored files from the public base URL', () => {
    expect(new S3Storage(settings, clock).publicUrl('a/b.jpg')).toBe('https://cdn.example.com/a/b.jpg');
  });

  it('uploads server-held bytes with their SHA-256 and MD5 and fails loudly on a refusal', async () => {
    const { requests, fetcher } = recorder(() => new Response(null, { status: 200 }));
    await new S3Storage(settings, clock, fetcher).put('demo/avatars/x.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(requests[0]?.url).toBe('https://objects.example.com/glint/demo/avatars/x.svg');
    const headers = requests[0]?.init.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.Authorization).toMatch(/^AWS4-HMAC-SHA256 /);

    const refusing = recorder(() => new Response('AccessDenied', { status: 403 }));
    await expect(new S3Storage(settings, clock, refusing.fetcher).put('x.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow('HTTP 403');
  });

  it('probes a stored file by its first bytes and reads its size from Content-Range', async () => {
    const { requests, fetcher } = recorder(
      () => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 206, headers: { 'content-range': 'bytes 0-2/123456' } }),
    );
    const probe = await new S3Storage(settings, clock, fetcher).probe('p.jpg');
    expect(probe).toEqual({ size: 123_456, head: Buffer.from([0xff, 0xd8, 0xff]) });
    expect((requests[0]?.init.headers as Record<string, string>).Range).toBe('bytes=0-15');
  });

  it('probes a missing file as null and an empty one as size 0', async () => {
    expect(await new S3Storage(settings, clock, recorder(() => new Response(null, { status: 404 })).fetcher).probe('p')).toBeNull();
    expect(await new S3Storage(settings, clock, recorder(() => new Response(null, { status: 416 })).fetcher).probe('p')).toEqual({ size: 0, head: Buffer.alloc(0) });
  });
});

describe('createUploadStorage', () => {
  const secret = Buffer.alloc(32, 7);
  const dataDir = '/tmp/glint-upload-storage-test';

  it('stores on disk when no S3 variable is set, in a bucket when all four are', () => {
    expect(createUploadStorage({}, dataDir, secret, clock)).toBeInstanceOf(LocalDiskStorage);
    const s3 = createUploadStorage({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }, dataDir, secret, clock);
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.publicUrl('x.png')).toBe('http://127.0.0.1:9000/b/x.png');
  });

  it('refuses to start with only some of the S3 variables, naming the missing ones', () => {
    expect(() => createUploadStorage({ S3_ENDPOINT: 'http://s3', S3_BUCKET: 'b' }, dataDir, secret, clock)).toThrow('missing: S3_ACCESS_KEY, S3_SECRET_KEY');
  });
});
