import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import { maintenanceDataOf } from '../../src/application/contracts/monitor/maintenance-data.js';
import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { otherRegionContract } from '../../src/application/contracts/other/region.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { ManualClock, startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';

const clock = new ManualClock(Date.UTC(2025, 2, 1, 8, 0, 0));
let server: LifecycleServer;
let uid: number;

beforeAll(async () => {
  server = await startLifecycleServer({ clock });
  uid = await server.newUser();
});
afterAll(async () => server?.close());

async function operator(action: 'on' | 'off', body: Record<string, unknown> = {}) {
  const response = await server.app.inject({ method: 'POST', url: `/admin/maintenance/${action}`, headers: { 'x-glint-admin': '1' }, payload: body });
  expect(response.statusCode).toBe(200);
}

describe('maintenance', () => {
  it('answers /monitor/maintain with ok 1 while the service is up', async () => {
    expect(await server.clientFor(null).client.request(monitorMaintainContract, {})).toMatchObject({ ok: true, code: 1 });
  });

  it('answers every request, signed in or not, with ok 0 and the maintenance data while a window is on', async () => {
    await operator('on', { minutes: 10, content: '<p>Back <b>soon</b>.</p>' });
    try {
      const expected = { maintenance: 1, content: '<p>Back <b>soon</b>.</p>', time: 600, desc: 'Back soon.' };
      const signedIn = server.clientFor(uid).client;
      const signedOut = server.clientFor(null).client;
      const answers = [
        await signedIn.request(profileInitContract, {}),
        await signedOut.request(otherRegionContract, {}),
        await signedOut.request(logReportContract, { type: 'probe' }),
        await signedOut.request(monitorMaintainContract, {}),
      ];
      for (const answer of answers) {
        expect(answer.ok).toBe(false);
        if (answer.ok) continue;
        expect(answer.error).toMatchObject({ code: 'API.REJECTED', result: 0 });
        expect(maintenanceDataOf(answer.error.data)).toEqual(expected);
      }
    } finally {
      await operator('off');
    }
  });

  it('counts data.time down with the clock', async () => {
    await operator('on', { minutes: 5 });
    try {
      clock.advance(61_000);
      const answer = await server.clientFor(null).client.request(monitorMaintainContract, {});
      expect(answer.ok ? null : maintenanceDataOf(answer.error.data)?.time).toBe(239);
    } finally {
      await operator('off');
    }
  });

  it('lets calls through again once the operator switches it off or the window runs out', async () => {
    await operator('on', { minutes: 1 });
    await operator('off');
    expect((await server.clientFor(uid).client.request(profileInitContract, {})).ok).toBe(true);

    await operator('on', { minutes: 1 });
    clock.advance(60_000);
    expect((await server.clientFor(uid).client.request(profileInitContract, {})).ok).toBe(true);
    expect((await server.clientFor(null).client.request(monitorMaintainContract, {})).ok).toBe(true);
  });

  it('tells an ordinary refusal from the maintenance answer', () => {
    expect(maintenanceDataOf(undefined)).toBeNull();
    expect(maintenanceDataOf({ time: 30 })).toBeNull();
  });
});
