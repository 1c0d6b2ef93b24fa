import { describe, expect, it } from 'vitest';
import { profileBalanceContract } from '../contracts/profile/balance.contract';
import { createScriptedHttp } from '../session/session-test-kit';
import type { MaintenanceData } from '../contracts/monitor/maintenance-data';
import { watchMaintenance } from './watch-maintenance';

const maintenance: MaintenanceData = { maintenance: 1, content: '', time: 60, desc: '' };

describe('watchMaintenance', () => {
  it('tells about a request refused for maintenance and still returns the refusal', async () => {
    const { http } = createScriptedHttp({ '/profile/balance': { error: { code: 'API.REJECTED', msg: 'Under maintenance', result: 0, data: maintenance } } });
    const seen: MaintenanceData[] = [];
    const result = await watchMaintenance(http, (data) => seen.push(data)).request(profileBalanceContract, {});
    expect(seen).toEqual([maintenance]);
    expect(result.ok ? null : result.error.code).toBe('API.REJECTED');
  });

  it('stays quiet for successes and for other refusals', async () => {
    const seen: MaintenanceData[] = [];
    for (const answer of [{ data: { balance: 3 } }, { error: { code: 'API.REJECTED' as const, msg: 'no', result: 0, data: { time: 5 } } }]) {
      const { http } = createScriptedHttp({ '/profile/balance': answer });
      await watchMaintenance(http, (data) => seen.push(data)).request(profileBalanceContract, {});
    }
    expect(seen).toEqual([]);
  });
});
