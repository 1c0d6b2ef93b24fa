import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadParamsContract, type UploadTicket } from '../../src/application/contracts/upload/params.contract.js';
import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';
import type { PayloadInput } from '../../src/application/contracts/define-contract.js';
import { S3Storage } from '../../server/uploads/s3-storage.js';
import { ManualClock, startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';
import { UPLOAD_MAX_BYTES } from '../../src/application/contracts/upload/upload-kinds.js';

const clock = new ManualClock(Date.now());
let server: LifecycleServer;
let uid: number;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake image body')]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0]), Buffer.from('frames')]);
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

beforeAll(async () => {
  server = await startLifecycleServer({ clock });
  uid = await server.newUser();
});
afterAll(async () => server?.close());

async function params(payload: PayloadInput<typeof uploadParamsContract>, who = uid) {
  const answer = await server.clientFor(who).client.request(uploadParamsContract, payload);
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data;
}

async function ticket(payload: PayloadInput<typeof uploadParamsContract>): Promise<UploadTicket> {
  const data = await params(payload);
  if ('list' in data) throw new Error('expected one ticket');
  return data;
}

function put(t: UploadTicket, body: Buffer, headers: Record<string, string> = t.headers) {
  return fetch(`${server.baseUrl}${t.host}/${t.dir.path}`, { method: 'PUT', headers, body: new Uint8Array(body) });
}

describe('uploads on this server', () => {
  it('takes a PUT with the ticket headers, confirms it and serves it back read-only with its content type', async () => {
    const t = await ticket({ type: 'png', flag: 'msg', width: 10, height: 20 });
    expect(t).toMatchObject({ is_upload: 1, host: '/uploads', upload_type: 'local', token: t.headers.Authorization, date: t.headers['x-amz-date'] });
    expect(t.dir.path).toMatch(new RegExp(`^msg/\\d{4}/\\d{2}/${uid}/[0-9a-f]+\\.png$`));
    expect(t.dir.small_url).toBe(t.url);

    const response = await put(t, PNG);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: 1, url: t.url, path: t.dir.path });
    const confirmed = await server.clientFor(uid).client.request(uploadSuccessContract, { id: t.upload_id });
    expect(confirmed).toMatchObject({ ok: true, data: { url: t.url, path: t.dir.path } });

    const served = await fetch(`${server.baseUrl}${t.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${server.baseUrl}${t.url}`, { method: 'POST' })).status).toBe(404);
  });

  it('hands out one ticket per file for a list', async () => {
    const data = await params({ list: [{ type: 'jpg' }, { type: 'mp3', flag: 'voice' }] });
    expect('list' in data && data.list.map((t) => t.dir.path.split('.').pop())).toEqual(['jpg', 'mp3']);
  });

  it('refuses a payload with both a file and a list, or neither', async () => {
    const client = server.clientFor(uid).client;
    const payloads: PayloadInput<typeof uploadParamsContract>[] = [{ type: 'png', list: [{ type: 'png' }] }, {}];
    for (const payload of payloads) {
      const answer = await client.request(uploadParamsContract, payload);
      expect(answer.ok ? null : answer.error.code).toBe('API.INVALID_PAYLOAD');
    }
  });

  it('checks the md5 when one is given, and skips the PUT of a file the user already stored', async () => {
    const t = await ticket({ type: 'mp3', md5: md5(MP3) });
    expect((await put(t, MP3)).status).toBe(200);
    const twin = await ticket({ type: 'mp3', md5: md5(MP3).toUpperCase() });
    expect(twin).toMatchObject({ is_upload: 0, upload_id: t.upload_id, url: t.url });

    const other = await ticket({ type: 'png', md5: md5(Buffer.from('something else')) });
    const response = await put(other, PNG);
    expect(response.status).toBe(400);
    expect((await fetch(`${server.baseUrl}${other.url}`)).status).toBe(404);
  });

  it('refuses a file whose first bytes are not its declared type', async () => {
    const t = await ticket({ type: 'jpg' });
    expect((await put(t, PNG)).status).toBe(415);
    expect((await put(t, Buffer.from('<svg onload="alert(1)"/>'))).status).toBe(415);
  });

  it('refuses an empty file and a file over the limit of its kind', async () => {
    expect((await put(await ticket({ type: 'png' }), Buffer.alloc(0))).status).toBe(400);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES.image)]);
    expect((await put(await ticket({ type: 'png' }), tooBig)).status).toBe(413);
  });

  it('accepts the date in a Date header (native shell) as well as in x-amz-date (browsers cannot set Date)', async () => {
    const t = await ticket({ type: 'png' });
    const { 'x-amz-date': date, ...rest } = t.headers;
    // undici refuses to send a Date header from fetch, as browsers do: go in process.
    const response = await server.app.inject({ method: 'PUT', url: `${t.host}/${t.dir.path}`, headers: { ...rest, date: date! }, payload: PNG });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong or borrowed token, a ticket used twice and a stale date', async () => {
    const a = await ticket({ type: 'png' });
    const b = await ticket({ type: 'png' });
    expect((await put(a, PNG, { ...a.headers, Authorization: b.token })).status).toBe(403);
    expect((await put(a, PNG, { ...a.headers, Authorization: 'x' })).status).toBe(403);
    expect((await put(a, PNG)).status).toBe(200);
    expect((await put(a, PNG)).status).toBe(409);

    const late = await ticket({ type: 'png' });
    clock.advance(4 * 60_000);
    const inTime = await ticket({ type: 'png' });
    clock.advance(2 * 60_000);
    expect((await put(late, PNG)).status).toBe(403);
    expect((await put(inTime, PNG)).status).toBe(200);
  });

  it('answers 404 for paths it never issued, including attempts to leave the uploads folder', async () => {
    const t = await ticket({ type: 'png' });
    for (const path of ['msg/../../secret.png', 'msg/2025/01/1/zz.png', '.incoming/abc']) {
      const response = await fetch(`${server.baseUrl}/uploads/${path}`, { method: 'PUT', headers: t.headers, body: new Uint8Array(PNG) });
      expect(response.status).toBe(404);
    }
  });

  it('refuses to confirm an upload that has not arrived or belongs to someone else', async () => {
    const t = await ticket({ type: 'png' });
    const early = await server.clientFor(uid).client.request(uploadSuccessContract, { id: t.upload_id });
    expect(early.ok ? null : early.error.msg).toBe('The file has not been uploaded yet');
    await put(t, PNG);
    const stranger = await server.newUser();
    const theirs = await server.clientFor(stranger).client.request(uploadSuccessContract, { id: t.upload_id });
    expect(theirs.ok).toBe(false);
  });
});

describe('uploads in an S3-compatible bucket', () => {
  let bucketServer: LifecycleServer;
  /** What the fake bucket holds, by object URL. */
  const objects = new Map<string, Buffer>();

  beforeAll(async () => {
    const fakeBucket = (async (input: string | URL | Request) => {
      const body = objects.get(String(input));
      if (body === undefined) return new Response(null, { status: 404 });
      return new Response(new Uint8Array(body.subarray(0, 16)), { status: 206, headers: { 'content-range': `bytes 0-15/${body.length}` } });
    }) as typeof fetch;
    const settings = { endpoint: 'http://bucket.test', bucket: 'media', accessKey: 'k', secretKey: 's', region: 'us-east-1', publicBaseUrl: 'http://cdn.test' };
    bucketServer = await startLifecycleServer({ clock, overrides: { uploads: new S3Storage(settings, clock, fakeBucket) } });
  });
  afterAll(async () => bucketServer?.close());

  it('sends clients to the bucket and confirms an upload after checking its first bytes there', async () => {
    const owner = await bucketServer.newUser();
    const client = bucketServer.clientFor(owner).client;
    const answer = await client.request(uploadParamsContract, { type: 'png' });
    if (!answer.ok || 'list' in answer.data) throw new Error('expected one ticket');
    const t = answer.data;
    expect(t).toMatchObject({ host: 'http://bucket.test/media', upload_type: 's3', url: `http://cdn.test/${t.dir.path}` });

    expect((await client.request(uploadSuccessContract, { id: t.upload_id })).ok).toBe(false);
    objects.set(`${t.host}/${t.dir.path}`, Buffer.from('not a picture at all'));
    const wrong = await client.request(uploadSuccessContract, { id: t.upload_id });
    expect(wrong.ok ? null : wrong.error.msg).toBe('The upload was refused: UPLOAD.WRONG_TYPE');
    objects.set(`${t.host}/${t.dir.path}`, PNG);
    expect(await client.request(uploadSuccessContract, { id: t.upload_id })).toMatchObject({ ok: true, data: { url: t.url } });
    expect((await fetch(`${bucketServer.baseUrl}/uploads/${t.dir.path}`, { method: 'PUT', body: new Uint8Array(PNG) })).status).toBe(404);
  });
});
