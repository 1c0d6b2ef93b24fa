import { describe, expect, it } from 'vitest';
import type { UploadTicket } from '../contracts/upload/params.contract';
import type { UploadPort, UploadTransferOutcome } from '../ports/upload.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { uploadFile } from './upload-file';

const ticket = (overrides: Partial<UploadTicket> = {}): UploadTicket => ({
  is_upload: 1,
  upload_id: 41,
  dir: { path: 'msg/2025/01/7/ab.png', small_url: '/uploads/msg/2025/01/7/ab.png', cover_path: '' },
  host: '/uploads',
  token: 'tok',
  date: '20250101T000000Z',
  upload_type: 'local',
  headers: { Authorization: 'tok', 'x-amz-date': '20250101T000000Z', 'Content-Type': 'image/png' },
  url: '/uploads/msg/2025/01/7/ab.png',
  ...overrides,
});

function fakeUpload(outcome: UploadTransferOutcome = { ok: true }) {
  const puts: { url: string; headers: Readonly<Record<string, string>> }[] = [];
  const upload: UploadPort = {
    async put(url, _body, headers) {
      puts.push({ url, headers });
      return outcome;
    },
    md5: async () => '0123456789abcdef0123456789abcdef',
  };
  return { upload, puts };
}

const body = new Uint8Array([0x89, 0x50]);
const confirmed = { data: { url: '/uploads/msg/2025/01/7/ab.png', path: 'msg/2025/01/7/ab.png' } };

describe('uploadFile', () => {
  it('asks for a ticket, PUTs to host/path with the ticket headers, then confirms', async () => {
    const { http, sent } = createScriptedHttp({ '/upload/params': { data: ticket() }, '/upload/success': confirmed });
    const { upload, puts } = fakeUpload();
    const outcome = await uploadFile({ http, upload }, { body, type: 'png', flag: 'msg', width: 10, height: 20, withMd5: true });
    expect(outcome).toEqual({ ok: true, value: { uploadId: 41, url: '/uploads/msg/2025/01/7/ab.png', path: 'msg/2025/01/7/ab.png', smallUrl: '/uploads/msg/2025/01/7/ab.png' } });
    expect(sent).toEqual([
      { path: '/upload/params', payload: { type: 'png', flag: 'msg', md5: '0123456789abcdef0123456789abcdef', width: 10, height: 20 } },
      { path: '/upload/success', payload: { id: 41 } },
    ]);
    expect(puts).toEqual([{ url: '/uploads/msg/2025/01/7/ab.png', headers: ticket().headers }]);
  });

  it('skips the PUT when the server already has the same file', async () => {
    const { http } = createScriptedHttp({ '/upload/params': { data: ticket({ is_upload: 0 }) }, '/upload/success': confirmed });
    const { upload, puts } = fakeUpload();
    expect((await uploadFile({ http, upload }, { body, type: 'png' })).ok).toBe(true);
    expect(puts).toEqual([]);
  });

  it("gives the storage's failure text and does not confirm", async () => {
    const { http, sent } = createScriptedHttp({ '/upload/params': { data: ticket() }, '/upload/success': confirmed });
    const { upload } = fakeUpload({ ok: false, error: { code: 'UPLOAD.RESPONSE', message: 'Upload response Forbidden' } });
    expect(await uploadFile({ http, upload }, { body, type: 'png' })).toEqual({ ok: false, error: { code: 'UPLOAD.TRANSFER', message: 'Upload response Forbidden' } });
    expect(sent.map((s) => s.path)).toEqual(['/upload/params']);
  });

  it('reports a refused ticket or confirmation with the API error', async () => {
    const refused = { error: { code: 'API.REJECTED' as const, msg: 'nope', result: -1 } };
    const a = createScriptedHttp({ '/upload/params': refused });
    expect(await uploadFile({ http: a.http, upload: fakeUpload().upload }, { body, type: 'png' })).toEqual({ ok: false, error: { code: 'UPLOAD.PARAMS', api: refused.error } });
    const b = createScriptedHttp({ '/upload/params': { data: ticket() }, '/upload/success': refused });
    expect(await uploadFile({ http: b.http, upload: fakeUpload().upload }, { body, type: 'png' })).toEqual({ ok: false, error: { code: 'UPLOAD.CONFIRM', api: refused.error } });
  });

  it('sends no md5 unless asked', async () => {
    const { http, sent } = createScriptedHttp({ '/upload/params': { data: ticket() }, '/upload/success': confirmed });
    await uploadFile({ http, upload: fakeUpload().upload }, { body, type: 'jpg' });
    expect(sent[0]?.payload).toEqual({ type: 'jpg' });
  });
});
