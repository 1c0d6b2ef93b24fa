import type { InitResponse } from '../contracts/profile/init.contract';
import { testUser } from './session-test-kit';

/** A /profile/init answer for `uid` as the server sends it, with any field overridden. */
export function testInit(uid: number, overrides: Partial<InitResponse> = {}): InitResponse {
  return {
    user_info: { ...testUser(uid), focus_num: 0, fans_num: 0, fans_new: 0, visitor_num: 0, visitor_new: 0, visit_num: 0, fans_user_info: [], visitor_user_info: [] },
    account_info: { money: 0 as InitResponse['account_info']['money'], free_coins: 0 },
    config: {
      config_version: { sensitive: 1, vip: 1, coins: 1, config: 1, gift: 1, country: 1, report: 1, game_version: 1 },
      avatar_rules: [],
      hide_services: [],
      default_tab: 0,
      ice_servers: [],
      media_origin: '',
    },
    match_info: { match_succeed: 0, match_free_count: 0 },
    msg_unread: 0,
    follow_unread: 0,
    is_tourist: 0,
    banned_infos: null,
    refresh_token: '',
    theme: '',
    match_bg: '',
    socket_info: { mqtt_host: '', mqtt_port: 0, mqtt_path: '/mqtt', client_id: `web-${uid}`, username: String(uid), password: 'broker-password' },
    ...overrides,
  };
}
