import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import type { InitResponse } from '../contracts/profile/init.contract';
import { initSession } from './init-session';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testGrant, testUser } from './session-test-kit';

function initData(uid: number, overrides: Partial<Record<keyof InitResponse, unknown>> = {}) {
  return {
    user_info: { ...testUser(uid, { nickname: 'From init' }), focus_num: 0, fans_num: 0, fans_new: 0, visitor_num: 0, visitor_new: 0, visit_num: 0, fans_user_info: [], visitor_user_info: [] },
    account_info: { money: 0, free_coins: 0 },
    config: {
      config_version: { sensitive: 0, vip: 0, coins: 0, config: 0, gift: 0, country: 0, report: 0, game_version: 0 },
      avatar_rules: [], hide_services: [], default_tab: 0, ice_servers: [],
    },
    match_info: { match_succeed: 0, match_free_count: 0 },
    msg_unread: 0, follow_unread: 0, is_tourist: 0, banned_infos: null, refresh_token: '', theme: '', match_bg: '',
    socket_info: { mqtt_host: '', mqtt_port: 0, mqtt_path: '/mqtt', client_id: 'c', username: String(uid), password: 'p' },
    ...overrides,
  };
}

function signedIn() {
  const store = createSessionStore(new InMemoryStorage());
  store.signIn(testGrant(12));
  return store;
}

describe('session start', () => {
  it('does nothing when signed out', async () => {
    const { http, sent } = createScriptedHttp({});
    expect(await initSession({ http, store: createSessionStore(new InMemoryStorage()) })).toEqual({ kind: 'signed-out' });
    expect(sent).toEqual([]);
  });

  it('refreshes the tokens first, then keeps the user of /profile/init', async () => {
    const order: string[] = [];
    const { http } = createScriptedHttp({ '/profile/init': () => (order.push('init'), { data: initData(12) }) });
    const store = signedIn();
    const outcome = await initSession({ http, store, refresh: async () => (order.push('refresh'), 'refreshed') });
    expect(outcome.kind).toBe('signed-in');
    expect(order).toEqual(['refresh', 'init']);
    expect(store.user$.getValue()?.nickname).toBe('From init');
  });

  it('reports signed out, without loading init, when the user signs out while the refresh runs', async () => {
    const { http, sent } = createScriptedHttp({ '/profile/init': { data: initData(12) } });
    const store = signedIn();
    const outcome = await initSession({ http, store, refresh: async () => (store.clear(), 'refreshed') });
    expect(outcome).toEqual({ kind: 'signed-out' });
    expect(sent).toEqual([]);
  });

  it('reports signed out when the user signs out while /profile/init is on its way', async () => {
    const store = signedIn();
    const { http } = createScriptedHttp({ '/profile/init': () => (store.clear(), { data: initData(12) }) });
    expect(await initSession({ http, store })).toEqual({ kind: 'signed-out' });
    expect(store.user$.getValue()).toBeNull();
  });

  it('stops when the refresh signs out', async () => {
    const { http, sent } = createScriptedHttp({});
    expect(await initSession({ http, store: signedIn(), refresh: async () => 'signed-out' })).toEqual({ kind: 'signed-out' });
    expect(sent).toEqual([]);
  });

  it('signs out and reports the ban that init answers with', async () => {
    const banned = { reason: 'fraud', banned_at: 5, until: null };
    const { http } = createScriptedHttp({ '/profile/init': { data: initData(12, { banned_infos: banned }) } });
    const store = signedIn();
    expect(await initSession({ http, store })).toEqual({ kind: 'banned', banned });
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    const { http } = createScriptedHttp({ '/profile/init': { error: { code: 'API.NETWORK', msg: 'offline' } } });
    const store = signedIn();
    expect(await initSession({ http, store })).toEqual({ kind: 'signed-in', init: null });
    expect(store.loggedIn$.getValue()).toBe(true);
  });
});
