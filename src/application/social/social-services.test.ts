import { describe, expect, it, vi } from 'vitest';
import type { Contract } from '../contracts/define-contract';
import type { HttpPort } from '../ports/http.port';
import { createSocialServices } from './social-services';

const page = { list: [], cursor: null };
const store = { updateUser: () => undefined };

function fakeHttp(answer: (path: string) => unknown) {
  const paths: string[] = [];
  const http: HttpPort = {
    request: async (contract: Contract) => {
      paths.push(contract.path);
      const data = answer(contract.path);
      return data === null ? { ok: false, error: { code: 'API.NETWORK', msg: '' } } : ({ ok: true, code: 1, msg: '', data } as never);
    },
  } as HttpPort;
  return { http, paths };
}

describe('social services', () => {
  it('reloads the Me counters after opening fans or visitors, since that clears their new counts', async () => {
    const { http, paths } = fakeHttp(() => page);
    const refresh = vi.fn(async () => undefined);
    const social = createSocialServices(http, { refresh }, store);
    await social.page('fans');
    await social.page('visitors');
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(paths).toEqual(['/user/fans', '/user/visitors']);
  });

  it('does not reload the counters for the followings, a later page, or a failed load', async () => {
    const refresh = vi.fn(async () => undefined);
    await createSocialServices(fakeHttp(() => page).http, { refresh }, store).page('followings');
    await createSocialServices(fakeHttp(() => page).http, { refresh }, store).page('fans', '1:2');
    expect(await createSocialServices(fakeHttp(() => null).http, { refresh }, store).page('fans')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('answers null for a follow that failed, so the view keeps the old state', async () => {
    const social = createSocialServices(fakeHttp(() => null).http, { refresh: async () => undefined }, store);
    expect(await social.follow(5, true)).toBeNull();
    expect(await social.unblock(5)).toBe(false);
    expect(await social.setResting(true)).toBe(false);
  });
});
