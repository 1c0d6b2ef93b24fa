import { describe, expect, it } from 'vitest';
import type { Contract } from '../contracts/define-contract';
import type { ApiResult, HttpPort } from '../ports/http.port';
import type { ImageCompressionPort } from '../ports/image-compression.port';
import type { StoragePort } from '../ports/storage.port';
import type { UploadPort } from '../ports/upload.port';
import { createModerationServices as createWith } from './moderation-services';

/** The services over `http` alone: nothing here reads the reasons cache or uploads. */
const createModerationServices = (http: HttpPort) =>
  createWith({ http, upload: {} as UploadPort, images: {} as ImageCompressionPort, storage: {} as StoragePort, announcedReasonsVersion: () => null });

function recordingHttp(answer: ApiResult<unknown>) {
  const calls: { path: string; payload: unknown }[] = [];
  const http: HttpPort = {
    request: (<C extends Contract>(contract: C, payload: unknown) => {
      calls.push({ path: contract.path, payload });
      return Promise.resolve(answer);
    }) as HttpPort['request'],
  };
  return { http, calls };
}

describe('moderation services', () => {
  it('blocks with flag add and unblocks with flag del', async () => {
    const { http, calls } = recordingHttp({ ok: true, code: 1, msg: '', data: { is_black: 1 } });
    const services = createModerationServices(http);
    expect(await services.setBlocked(7, true)).toEqual({ ok: true });
    await services.setBlocked(7, false);
    expect(calls).toEqual([
      { path: '/user/black', payload: { target_uid: 7, flag: 'add' } },
      { path: '/user/black', payload: { target_uid: 7, flag: 'del' } },
    ]);
  });

  it('sends a report with its reasons and leaves out an empty description', async () => {
    const { http, calls } = recordingHttp({ ok: true, code: 1, msg: '', data: { report_id: 1 } });
    await createModerationServices(http).report({ targetUid: 9, type: '1,3', fromType: 'chat', description: '' });
    expect(calls).toEqual([{ path: '/report/handle', payload: { target_id: 9, type: '1,3', from_type: 'chat' } }]);
  });

  it('carries the room and the evidence pictures when there are some', async () => {
    const { http, calls } = recordingHttp({ ok: true, code: 1, msg: '', data: { report_id: 1 } });
    const photo = { url: '/uploads/a.jpg', width: 10, height: 20 };
    await createModerationServices(http).report({ targetUid: 9, type: '2', fromType: 'call', roomId: 44, photos: [photo] });
    expect(calls).toEqual([{ path: '/report/handle', payload: { target_id: 9, type: '2', from_type: 'call', room_id: 44, photos: [photo] } }]);
  });

  it('hands back the API error when the server refuses', async () => {
    const error = { code: 'API.REJECTED' as const, msg: 'no', result: 0 };
    const { http } = recordingHttp({ ok: false, error });
    expect(await createModerationServices(http).setBlocked(7, true)).toEqual({ ok: false, error });
  });
});
