import { describe, expect, it } from 'vitest';
import type { InitResponse, SocketInfo } from '../contracts/profile/init.contract';
import { createScriptedHttp, testUser } from '../session/session-test-kit';
import { createRealtimeCredentials } from './realtime-credentials';

const socket = (password: string): SocketInfo => ({ mqtt_host: '', mqtt_port: 0, mqtt_path: '/mqtt', client_id: 'g7_abc', username: '7', password });

function initWith(password: string): InitResponse {
  return {
    user_info: { ...testUser(7), focus_num: 0, fans_num: 0, fans_new: 0, visitor_num: 0, visitor_new: 0, visit_num: 0, fans_user_info: [], visitor_user_info: [] },
    account_info: { money: 0 as InitResponse['account_info']['money'], free_coins: 0 },
    config: {
      config_version: { sensitive: 1, vip: 1, coins: 1, config: 1, gift: 1, country: 1, report: 1, game_version: 1 },
      avatar_rules: [], hide_services: [], default_tab: 0, ice_servers: [], media_origin: '',
    },
    match_info: { match_succeed: 0, match_free_count: 0 },
    msg_unread: 0, follow_unread: 0, is_tourist: 0, banned_infos: null, refresh_token: '', theme: '', match_bg: '',
    socket_info: socket(password),
  };
}

describe('realtime credentials from /profile/init', () => {
  const page = { protocol: 'https:', host: 'glint.example' };

  it('connects with the socket_info the app already has, without another call', async () => {
    const { http, sent } = createScriptedHttp();
    const credentials = createRealtimeCredentials({ http, page });
    credentials.remember(socket('p1'));
    expect(await credentials.source('connect')).toEqual({ url: 'wss://glint.example/mqtt', clientId: 'g7_abc', username: '7', password: 'p1' });
    expect(await credentials.source('reconnect')).toMatchObject({ password: 'p1' });
    expect(sent).toEqual([]);
  });

  it('asks /profile/init for fresh ones when the broker refused the last, and keeps them', async () => {
    const { http, sent } = createScriptedHttp({ '/profile/init': { data: initWith('p2') } });
    const credentials = createRealtimeCredentials({ http, page });
    credentials.remember(socket('p1'));
    expect(await credentials.source('rejected')).toMatchObject({ password: 'p2' });
    expect(await credentials.source('reconnect')).toMatchObject({ password: 'p2' });
    expect(sent.map((s) => s.path)).toEqual(['/profile/init']);
  });

  it('fetches them on the first connect when none is known, and rejects when init fails', async () => {
    const { http } = createScriptedHttp({ '/profile/init': { error: { code: 'API.NETWORK', msg: 'offline' } } });
    await expect(createRealtimeCredentials({ http, page }).source('connect')).rejects.toThrow('offline');
  });
});
