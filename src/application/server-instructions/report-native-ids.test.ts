import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import type { Contract } from '../contracts/define-contract';
import type { HttpPort } from '../ports/http.port';
import type { NativeAttribution } from '../ports/native-bridge.port';
import { ADJUST_RETRY_DELAYS_MS, reportNativeIds } from './report-native-ids';

function setUp(options: { token?: string; attribution?: NativeAttribution; failures?: number } = {}) {
  const sent: { path: string; payload: unknown }[] = [];
  const waits: number[] = [];
  let failures = options.failures ?? 0;
  const http = {
    request: async (contract: Contract, payload: unknown) => {
      sent.push({ path: contract.path, payload });
      if (contract.path === '/login/adjust' && failures > 0) {
        failures -= 1;
        return { ok: false, error: { code: 'API.OFFLINE', msg: '' } };
      }
      return { ok: true, code: 1, msg: '', data: {} };
    },
  } as unknown as HttpPort;
  const storage = new InMemoryStorage();
  const deps = {
    http,
    storage,
    bridge: { pushToken: async () => options.token, attribution: async () => options.attribution },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
  return { deps, sent, waits };
}

const ATTRIBUTION: NativeAttribution = { attribution: '{"network":"organic"}', adid: 'ad-1' };

describe('reporting the native shell’s ids at a session start', () => {
  it('sends nothing in a browser, where the bridge has no token and no attribution', async () => {
    const { deps, sent } = setUp();
    await reportNativeIds(deps);
    expect(sent).toEqual([]);
  });

  it('sends the push token every session and the attribution once per install', async () => {
    const { deps, sent } = setUp({ token: 'tok-1', attribution: ATTRIBUTION });
    await reportNativeIds(deps);
    await reportNativeIds(deps);
    expect(sent.map((s) => s.path)).toEqual(['/user/push-token', '/login/adjust', '/user/push-token']);
    expect(sent[0]?.payload).toEqual({ token_type: 2, token: 'tok-1' });
    expect(sent[1]?.payload).toEqual({ attribution: ATTRIBUTION.attribution, adid: 'ad-1' });
  });

  it('retries the attribution after 1 s, 3 s and 5 s, then leaves it for the next session', async () => {
    const { deps, sent, waits } = setUp({ attribution: ATTRIBUTION, failures: 10 });
    await reportNativeIds(deps);
    expect(waits).toEqual([...ADJUST_RETRY_DELAYS_MS]);
    expect(sent.filter((s) => s.path === '/login/adjust')).toHaveLength(ADJUST_RETRY_DELAYS_MS.length + 1);
    const again = setUp({ attribution: ATTRIBUTION, failures: 1 });
    await reportNativeIds(again.deps);
    expect(again.waits).toEqual([ADJUST_RETRY_DELAYS_MS[0]]);
  });
});
