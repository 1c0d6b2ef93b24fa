import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FetchUpload } from './fetch-upload';

const recorder = (reply: () => Response | Promise<Response>) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return reply();
  }) as typeof fetch;
  return { calls, fetcher };
};

describe('FetchUpload', () => {
  it('PUTs the body with exactly the ticket headers, to a relative host on the app server', async () => {
    const { calls, fetcher } = recorder(() => new Response('{"ok":1}', { status: 200 }));
    const upload = new FetchUpload({ baseUrl: 'http://127.0.0.1:8080', fetch: fetcher });
    const body = new Uint8Array([1, 2, 3]);
    expect(await upload.put('/uploads/msg/a.png', body, { Authorization: 't', 'x-amz-date': '20250101T000000Z' })).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: 'http://127.0.0.1:8080/uploads/msg/a.png', init: { method: 'PUT', headers: { Authorization: 't', 'x-amz-date': '20250101T000000Z' }, body } });
  });

  it('sends an absolute host (a bucket) as it is, and takes an empty 200 as success', async () => {
    const { calls, fetcher } = recorder(() => new Response(null, { status: 200 }));
    const upload = new FetchUpload({ baseUrl: '', fetch: fetcher });
    expect(await upload.put('https://bucket.example/media/a.png', new Uint8Array(), {})).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('https://bucket.example/media/a.png');
  });

  it("fails with 'Upload response' and the status text on a refusal", async () => {
    const { fetcher } = recorder(() => new Response('{"ok":0}', { status: 415, statusText: 'Unsupported Media Type' }));
    expect(await new FetchUpload({ baseUrl: '', fetch: fetcher }).put('/uploads/x', new Uint8Array(), {})).toEqual({
      ok: false,
      error: { code: 'UPLOAD.RESPONSE', message: 'Upload response Unsupported Media Type' },
    });
  });

  it("fails with 'Empty response' when no answer comes", async () => {
    const { fetcher } = recorder(() => Promise.reject(new TypeError('fetch failed')));
    expect(await new FetchUpload({ baseUrl: '', fetch: fetcher }).put('/uploads/x', new Uint8Array(), {})).toEqual({
      ok: false,
      error: { code: 'UPLOAD.EMPTY_RESPONSE', message: 'Empty response' },
    });
  });

  it('hashes bytes and blobs to the same md5 as node:crypto', async () => {
    const bytes = new Uint8Array(Array.from({ length: 1_000 }, (_, i) => (i * 7) % 256));
    const expected = createHash('md5').update(bytes).digest('hex');
    const upload = new FetchUpload({ baseUrl: '' });
    expect(await upload.md5(bytes)).toBe(expected);
    expect(await upload.md5(new Blob([bytes]))).toBe(expected);
    expect(await upload.md5(new Uint8Array())).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});
