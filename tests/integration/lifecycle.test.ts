import { Subject, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchUpload } from '../../src/adapters/upload/fetch-upload.js';
import { InMemoryStorage } from '../../src/adapters/storage/in-memory-storage.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { createForegroundLifecycle, type LifecycleSignal } from '../../src/application/lifecycle/foreground-lifecycle.js';
import { createGapFillSync } from '../../src/application/lifecycle/gap-fill-sync.js';
import { createMaintenanceStore } from '../../src/application/lifecycle/maintenance-store.js';
import { createRealtimeCredentials } from '../../src/application/lifecycle/realtime-credentials.js';
import { readSyncCursor } from '../../src/application/lifecycle/sync-cursor-storage.js';
import { watchMaintenance } from '../../src/application/lifecycle/watch-maintenance.js';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { uploadFile } from '../../src/application/upload/upload-file.js';
import { findAppDevice } from '../../server/init/app-devices.js';
import { syncDb } from '../../server/sync/sync-tables.js';
import { startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';

const DEVICE = 'lifecycle-device-000000000001';
let server: LifecycleServer;

beforeAll(async () => {
  server = await startLifecycleServer();
});
afterAll(async () => server?.close());

describe('client lifecycle use cases against the real server', () => {
  it('uploads a picture: ticket, PUT, confirmation, then serves it; a second upload of the same bytes skips the PUT', async () => {
    const uid = await server.newUser();
    const { client } = server.clientFor(uid);
    const puts: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      puts.push(String(input));
      return fetch(input, init);
    };
    const deps = { http: client, upload: new FetchUpload({ baseUrl: server.baseUrl, fetch: counting }) };
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 59]);
    const first = await uploadFile(deps, { body: new Blob([gif]), type: 'gif', flag: 'msg', withMd5: true });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const served = await fetch(`${server.baseUrl}${first.value.url}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(gif);

    const again = await uploadFile(deps, { body: gif, type: 'gif', flag: 'msg', withMd5: true });
    expect(again).toMatchObject({ ok: true, value: { uploadId: first.value.uploadId } });
    expect(puts).toHaveLength(1);
  });

  it("reports the storage's refusal as 'Upload response' and its status text", async () => {
    const { client } = server.clientFor(await server.newUser());
    const outcome = await uploadFile({ http: client, upload: new FetchUpload({ baseUrl: server.baseUrl }) }, { body: new Uint8Array([1, 2, 3]), type: 'png' });
    expect(outcome).toEqual({ ok: false, error: { code: 'UPLOAD.TRANSFER', message: 'Upload response Unsupported Media Type' } });
  });

  it('fills the gap after a reconnect: every message once across pages of a shared mtime, cursor stored and acknowledged', async () => {
    const [me, peer] = [await server.newUser(), await server.newUser()];
    const db = server.database.db;
    const chat = await db.insertInto('chats').values({ chat_type: 1, user_low: Math.min(me, peer), user_high: Math.max(me, peer), created_at: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('chat_members').values([{ chat_id: chat.id, uid: me, peer_uid: peer }, { chat_id: chat.id, uid: peer, peer_uid: me }]).execute();
    const mtime = Date.now();
    const ids = (
      await db
        .insertInto('messages')
        .values(Array.from({ length: 250 }, () => ({ chat_id: chat.id, send_uid: peer, msg_type: 1, msg_content: '{"content":"hi"}', mtime })))
        .returning('id')
        .execute()
    ).map((row) => row.id);

    const storage = new InMemoryStorage();
    const reconnected$ = new Subject<void>();
    const sync = createGapFillSync({ http: server.clientFor(me).client, storage, uid: me, reconnected$ });
    const received: SyncMessage[] = [];
    sync.messages$.subscribe((page) => received.push(...page));
    reconnected$.next();
    await expect.poll(() => sync.state$.getValue().running === false && received.length === 250).toBe(true);
    expect(received.map((m) => m.id)).toEqual(ids);
    const last = { mtime, id: ids.at(-1)! };
    expect(readSyncCursor(storage, me)).toEqual(last);
    await expect
      .poll(() => syncDb(db).selectFrom('sync_acks').select(['last_sync_mtime as mtime', 'last_sync_id as id']).where('uid', '=', me).executeTakeFirst())
      .toEqual(last);
    sync.dispose();
  });

  it('locks when any call meets maintenance and resumes once /monitor/maintain succeeds', async () => {
    const uid = await server.newUser();
    const raw = server.clientFor(uid).client;
    const scheduler = new VirtualTimeScheduler(VirtualAction, 0);
    const store = createMaintenanceStore({ http: raw, scheduler, appShown$: new Subject<void>() });
    const http = watchMaintenance(raw, (data) => store.report(data));
    let resumed = 0;
    store.resumed$.subscribe(() => (resumed += 1));

    await server.app.inject({ method: 'POST', url: '/admin/maintenance/on', headers: { 'x-glint-admin': '1' }, payload: { minutes: 3, content: 'Upgrading' } });
    expect((await http.request(profileBalanceContract, {})).ok).toBe(false);
    expect(store.view$.getValue()).toEqual({ locked: true, secondsLeft: 180, content: 'Upgrading', desc: 'Upgrading' });
    await store.check();
    expect(store.view$.getValue().locked).toBe(true);

    await server.app.inject({ method: 'POST', url: '/admin/maintenance/off', headers: { 'x-glint-admin': '1' }, payload: {} });
    await store.check();
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: null });
    expect(resumed).toBe(1);
    expect((await http.request(profileBalanceContract, {})).ok).toBe(true);
    store.dispose();
  });

  it('records background and foreground on the server and signals the app', async () => {
    const uid = await server.newUser();
    const visible$ = new Subject<boolean>();
    const lifecycle = createForegroundLifecycle({ http: server.clientFor(uid).client, visible$, deviceId: DEVICE });
    const signals: LifecycleSignal[] = [];
    lifecycle.signals$.subscribe((signal) => signals.push(signal));
    visible$.next(true);
    await expect.poll(() => findAppDevice(server.database.db, uid, DEVICE)).toMatchObject({ foreground: true, open_count: 1 });
    visible$.next(false);
    await expect.poll(() => findAppDevice(server.database.db, uid, DEVICE)).toMatchObject({ foreground: false });
    visible$.next(true);
    await expect.poll(() => findAppDevice(server.database.db, uid, DEVICE)).toMatchObject({ foreground: true, open_count: 2 });
    expect(signals).toEqual(['stop-matching', 'stop-session', 'refresh-messages', 'resync']);
    lifecycle.dispose();
  });

  it('gives the realtime adapter credentials the broker accepts', async () => {
    const uid = await server.newUser();
    const credentials = createRealtimeCredentials({ http: server.clientFor(uid).client, page: { protocol: 'http:', host: new URL(server.baseUrl).host } });
    const given = await credentials.source('connect');
    expect(given.url).toBe(`ws://${new URL(server.baseUrl).host}/mqtt`);
    expect(server.app.realtime.credentials.verify(given.username, given.password)).toBe(String(uid));
  });
});
