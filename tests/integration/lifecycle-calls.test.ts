import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCloseContract } from '../../src/application/contracts/app/close.contract.js';
import { appOpenContract } from '../../src/application/contracts/app/open.contract.js';
import { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import { monitorAdjustPointContract } from '../../src/application/contracts/monitor/adjust-point.contract.js';
import { loginAdjustContract, loginAdjustCvContract } from '../../src/application/contracts/track/login-adjust.contract.js';
import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { deviceKeyOf, findAppDevice } from '../../server/init/app-devices.js';
import { telemetryDb } from '../../server/telemetry/telemetry-tables.js';
import { ManualClock, startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';

const T0 = Date.UTC(2025, 3, 1, 9, 0, 0);
const clock = new ManualClock(T0);
const DEVICE = 'device-0123456789abcdef';
let server: LifecycleServer;

beforeAll(async () => {
  server = await startLifecycleServer({ clock });
});
afterAll(async () => server?.close());

describe('/app/open and /app/close', () => {
  it('keeps the latest flags per device, counts foregroundings and marks the user seen', async () => {
    const uid = await server.newUser();
    const { client } = server.clientFor(uid);
    expect((await client.request(appOpenContract, { device_id: DEVICE, proxy: 1, vpn: 0, simulator: 0, operator: 'Movistar', secret: 's1' })).ok).toBe(true);
    clock.advance(1_000);
    expect((await client.request(appCloseContract, { device_id: DEVICE })).ok).toBe(true);
    let device = await findAppDevice(server.database.db, uid, DEVICE);
    expect(device).toMatchObject({ proxy: true, vpn: false, operator: 'Movistar', secret: 's1', foreground: false, open_count: 1, opened_at: T0, closed_at: T0 + 1_000 });

    clock.advance(1_000);
    await client.request(appOpenContract, { device_id: DEVICE, vpn: 1 });
    device = await findAppDevice(server.database.db, uid, DEVICE);
    expect(device).toMatchObject({ proxy: false, vpn: true, foreground: true, open_count: 2, opened_at: T0 + 2_000 });
    const user = await server.database.db.selectFrom('users').select('last_seen_at').where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(user.last_seen_at).toBe(T0 + 2_000);
  });

  it('tells devices apart by user agent when no device id is sent', async () => {
    const uid = await server.newUser();
    await server.clientFor(uid).client.request(appOpenContract, {});
    const key = deviceKeyOf(undefined, 'Glint/1.4.0 (web; lifecycle tests)');
    expect(await findAppDevice(server.database.db, uid, key)).toMatchObject({ foreground: true, open_count: 1 });
  });

  it('needs a signed-in user', async () => {
    const answer = await server.clientFor(null).client.request(appOpenContract, {});
    expect(answer.ok ? null : answer.error.code).toBe('API.LOGGED_OUT');
  });
});

describe('what clients report', () => {
  const telemetry = () => telemetryDb(server.database.db);

  it('stores each /track/report event with who sent it', async () => {
    const uid = await server.newUser();
    const answer = await server.clientFor(uid).client.request(trackReportContract, {
      events: [
        { category_id: 3, name: 'match_start', params: { tab: 0 } },
        { category_id: 'pay', name: 'open_sheet' },
      ],
    });
    expect(answer.ok).toBe(true);
    const rows = await telemetry().selectFrom('track_events').selectAll().where('uid', '=', uid).orderBy('id').execute();
    expect(rows.map((row) => [row.category_id, row.name, row.params])).toEqual([
      ['3', 'match_start', { tab: 0 }],
      ['pay', 'open_sheet', {}],
    ]);
  });

  it('refuses an empty event list', async () => {
    const answer = await server.clientFor(null).client.request(trackReportContract, { events: [] });
    expect(answer.ok ? null : answer.error.code).toBe('API.INVALID_PAYLOAD');
  });

  it('stores /log/report before sign-in', async () => {
    await server.clientFor(null).client.request(logReportContract, { type: 'undecryptable_response', params: { path: '/x' }, ua: 'ua-data' });
    const row = await telemetry().selectFrom('client_reports').selectAll().where('type', '=', 'undecryptable_response').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: null, params: { path: '/x' }, ua: 'ua-data', user_agent: 'Glint/1.4.0 (web; lifecycle tests)' });
  });

  it('stores attribution checkpoints and install and conversion reports', async () => {
    const uid = await server.newUser();
    const { client } = server.clientFor(uid);
    await client.request(monitorAdjustPointContract, { type: 'sdk_init', token: 'tok', is_success: 1 });
    await client.request(loginAdjustContract, { attribution: { network: 'Organic' }, adid: 'a1', idfa: 'i1' });
    await client.request(loginAdjustCvContract, { attribution: '{"cv":3}', adid: 'a1' });
    expect(await telemetry().selectFrom('adjust_points').select(['type', 'detail', 'is_success']).where('uid', '=', uid).execute()).toEqual([
      { type: 'sdk_init', detail: 'tok', is_success: true },
    ]);
    const attributions = await telemetry().selectFrom('attributions').select(['kind', 'adid', 'idfa', 'attribution']).where('uid', '=', uid).orderBy('id').execute();
    expect(attributions).toEqual([
      { kind: 'install', adid: 'a1', idfa: 'i1', attribution: { network: 'Organic' } },
      { kind: 'conversion', adid: 'a1', idfa: '', attribution: { raw: '{"cv":3}' } },
    ]);
  });
});
