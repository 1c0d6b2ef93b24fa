import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { FREE_COINS_PER_CLAIM } from '../../src/domain/constants.js';
import { AVATAR_RULES_DEFAULT } from '../../src/domain/profile/avatar-labels.js';
import { ManualClock, startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const clock = new ManualClock(T0);
let server: LifecycleServer;

beforeAll(async () => {
  server = await startLifecycleServer({ clock });
});
afterAll(async () => server?.close());

async function init(uid: number) {
  const result = await server.clientFor(uid).client.request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' });
  if (!result.ok) throw new Error(`init failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

async function chatWith(uid: number, peer: number, unread: number) {
  const db = server.database.db;
  const [low, high] = uid < peer ? [uid, peer] : [peer, uid];
  const chat = await db.insertInto('chats').values({ chat_type: 1, user_low: low, user_high: high, created_at: T0 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('chat_members').values({ chat_id: chat.id, uid, peer_uid: peer, unread }).execute();
}

describe('/profile/init', () => {
  it('answers a fresh user with every field of the spec, counters at zero and the default config', async () => {
    const uid = await server.newUser({ nickname: 'Ana', country_code: 'BR', birthday: '2000-02-03', match_free_count: 3 });
    const data = await init(uid);
    expect(data.user_info).toMatchObject({
      uid, nickname: 'Ana', country_code: 'BR', country_flag: '🇧🇷', birthday: '2000-02-03', is_vip: 0, is_tourist: 0,
      focus_num: 0, fans_num: 0, fans_new: 0, visitor_num: 0, visitor_new: 0, visit_num: 0, fans_user_info: [], visitor_user_info: [],
    });
    expect(data.account_info).toEqual({ money: 0, free_coins: FREE_COINS_PER_CLAIM });
    expect(data.config).toEqual({
      config_version: { sensitive: 1, vip: 1, coins: 1, config: 1, gift: 1, country: 1, report: 1, game_version: 1 },
      avatar_rules: [...AVATAR_RULES_DEFAULT],
      hide_services: [],
      default_tab: 0,
      ice_servers: [],
      // Uploads on this server's disk: media comes from the page's own origin.
      media_origin: '',
    });
    expect(data.match_info).toEqual({ match_succeed: 0, match_free_count: 3 });
    expect(data).toMatchObject({ msg_unread: 0, follow_unread: 0, is_tourist: 0, banned_infos: null, refresh_token: '', theme: '', match_bg: '' });
    expect(data.socket_info).toMatchObject({ mqtt_host: '', mqtt_port: 0, mqtt_path: '/mqtt', username: String(uid) });
  });

  it('hands out broker credentials the broker accepts for this user only', async () => {
    const uid = await server.newUser();
    const { socket_info } = await init(uid);
    expect(server.app.realtime.credentials.verify(String(uid), socket_info.password)).toBe(String(uid));
    expect(server.app.realtime.credentials.verify(String(uid + 1), socket_info.password)).toBeNull();
    expect(server.app.realtime.credentials.ownsClientId(String(uid), socket_info.client_id)).toBe(true);
  });

  it('reads the coin balance from the ledger', async () => {
    const uid = await server.newUser();
    const ledger = createSqlLedger(server.database.db, clock);
    await ledger.grant(uid, 75, 'grant', `init-test-${uid}`);
    expect((await init(uid)).account_info.money).toBe(75);
  });

  it('counts follows, fans (new ones apart), visits and the three latest fans and visitors', async () => {
    const me = await server.newUser({ nickname: 'Me' });
    const others = await Promise.all([1, 2, 3, 4].map((n) => server.newUser({ nickname: `Fan ${n}` })));
    const db = server.database.db;
    await db.insertInto('follows').values(others.map((fan, i) => ({ follower_uid: fan, followee_uid: me, seen: i === 0, created_at: T0 + i }))).execute();
    await db.insertInto('follows').values({ follower_uid: me, followee_uid: others[0]!, created_at: T0 }).execute();
    await db.insertInto('visits').values({ visitor_uid: others[1]!, visited_uid: me, last_visited_at: T0 }).execute();
    await db.insertInto('visits').values({ visitor_uid: me, visited_uid: others[2]!, seen: true, last_visited_at: T0 }).execute();

    const { user_info } = await init(me);
    expect(user_info).toMatchObject({ focus_num: 1, fans_num: 4, fans_new: 3, visitor_num: 1, visitor_new: 1, visit_num: 1 });
    expect(user_info.fans_user_info.map((u) => (u as { nickname: string }).nickname)).toEqual(['Fan 4', 'Fan 3', 'Fan 2']);
    expect(user_info.visitor_user_info.map((u) => (u as { uid: number }).uid)).toEqual([others[1]]);
  });

  it('adds up unread messages, and apart those from people the user follows', async () => {
    const me = await server.newUser();
    const followed = await server.newUser();
    const stranger = await server.newUser();
    await server.database.db.insertInto('follows').values({ follower_uid: me, followee_uid: followed, created_at: T0 }).execute();
    await chatWith(me, followed, 2);
    await chatWith(me, stranger, 5);
    expect(await init(me)).toMatchObject({ msg_unread: 7, follow_unread: 2 });
  });

  it('counts answered matches only', async () => {
    const me = await server.newUser();
    const host = await server.newUser({ is_host: true });
    const call = { caller_uid: me, callee_uid: host, call_type: 1, status: 'ended' as const, created_at: T0 };
    await server.database.db
      .insertInto('calls')
      .values([
        { ...call, room_type: 2, answered_at: T0 },
        { ...call, room_type: 2, answered_at: null },
        { ...call, room_type: 1, answered_at: T0 },
      ])
      .execute();
    expect((await init(me)).match_info.match_succeed).toBe(1);
  });

  it('tells a banned user why and until when', async () => {
    const uid = await server.newUser({ banned_at: T0 - 1_000, banned_until: T0 + 60_000, banned_reason: 'spam' });
    expect((await init(uid)).banned_infos).toEqual({ reason: 'spam', banned_at: T0 - 1_000, until: T0 + 60_000 });
  });

  it('takes config versions, default tab and the look from the config table, ignoring malformed values', async () => {
    const db = server.database.db;
    await db
      .insertInto('config')
      .values([
        { key: 'gift', version: 7, value: JSON.stringify({}), updated_at: T0 },
        { key: 'country', version: 3, value: JSON.stringify({}), updated_at: T0 },
        { key: 'default_tab', value: JSON.stringify(2), updated_at: T0 },
        { key: 'hide_services', value: JSON.stringify('live'), updated_at: T0 },
        { key: 'theme', value: JSON.stringify('ramadan'), updated_at: T0 },
      ])
      .execute();
    try {
      const { config, theme } = await init(await server.newUser());
      expect(config.config_version).toMatchObject({ gift: 7, country: 3, vip: 1 });
      expect(config.default_tab).toBe(2);
      expect(config.hide_services).toEqual([]);
      expect(theme).toBe('ramadan');
    } finally {
      await db.deleteFrom('config').execute();
    }
  });

  it('logs out a session whose account no longer exists', async () => {
    const { client, events } = server.clientFor(987_654_321);
    const result = await client.request(profileInitContract, {});
    expect(result.ok ? 0 : result.error.code).toBe('API.LOGGED_OUT');
    expect(events.map((event) => event.type)).toEqual(['logout']);
  });
});

describe('/profile/init ICE servers', () => {
  let iceServer: LifecycleServer;
  const saved = { ICE_SERVERS: process.env.ICE_SERVERS, TURN_URL: process.env.TURN_URL, TURN_SECRET: process.env.TURN_SECRET };

  beforeAll(async () => {
    process.env.ICE_SERVERS = JSON.stringify([{ urls: 'stun:stun.example.org:3478' }]);
    process.env.TURN_URL = 'turn:turn.example.org:3478';
    process.env.TURN_SECRET = 'coturn-secret';
    iceServer = await startLifecycleServer({ clock });
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await iceServer?.close();
  });

  it('lists the configured STUN servers and a TURN server with credentials for this user', async () => {
    const uid = await iceServer.newUser();
    const answer = await iceServer.clientFor(uid).client.request(profileInitContract, {});
    if (!answer.ok) throw new Error(answer.error.msg);
    const [stun, turn] = answer.data.config.ice_servers;
    expect(stun).toEqual({ urls: 'stun:stun.example.org:3478' });
    expect(turn).toMatchObject({ urls: ['turn:turn.example.org:3478'], username: expect.stringMatching(new RegExp(`^\\d+:${uid}$`)) });
  });
});
