import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';
import { gameDetailContract } from '../../src/application/contracts/game/detail.contract.js';
import { gameHeartContract } from '../../src/application/contracts/game/heart.contract.js';
import { gameNoticeSchema, type GameNotice } from '../../src/application/contracts/game/game-notice.js';
import { profileGamesContract } from '../../src/application/contracts/profile/games.contract.js';
import { isGameLinkForUser } from '../../src/domain/games/game-link.js';
import { brokerLoginFor } from '../support/broker-login.js';
import { startMessagingServer, until, type MessagingServer, type TestUser } from '../support/messaging-harness.js';

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

async function gamesOf(user: TestUser) {
  const list = await user.http.request(profileGamesContract, {});
  if (!list.ok) throw new Error(list.error.msg);
  return list.data;
}

async function openGame(user: TestUser, gameId = 1): Promise<{ origin: string; sessionId: string }> {
  const game = (await gamesOf(user)).list.find((g) => g.id === gameId);
  if (game === undefined) throw new Error('no such game');
  const detail = await user.http.request(gameDetailContract, { game_id: gameId });
  if (!detail.ok) throw new Error(detail.error.msg);
  return { origin: new URL(game.link).origin, sessionId: detail.data.session_id };
}

async function play(origin: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}/play`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

describe('the games list', () => {
  it('lists both sample games on their own origin, each link carrying the caller uid, at a version that holds', async () => {
    const user = await env.user();
    const first = await gamesOf(user);
    const again = await gamesOf(user);
    expect(first.list.map((g) => g.title)).toEqual(['Coin Flip', 'Tap the Target']);
    expect(first.list.every((g) => isGameLinkForUser(g.link, user.uid))).toBe(true);
    expect(first.version).toBeGreaterThan(0);
    expect(again.version).toBe(first.version);
    const origin = new URL(first.list[0]!.link).origin;
    expect(origin).not.toBe(new URL(env.server.baseUrl).origin);
    const page = await fetch(first.list[0]!.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors http://127.0.0.1:`);
  });
});

describe('wagering', () => {
  it('moves the stake and the payout through the ledger once per round, however often the round is sent', async () => {
    const user = await env.user();
    await env.ledger.grant(user.uid, 100, 'grant');
    const { origin, sessionId } = await openGame(user);
    const round = { session_id: sessionId, round_id: 'round-1', stake: 10, choice: 0 };
    const answer = await play(origin, round);
    const repeated = await play(origin, round);
    expect(answer.ok).toBe(true);
    expect(repeated).toEqual(answer);
    const expected = 100 - 10 + (answer.won === true ? 20 : 0);
    expect(answer.balance).toBe(expected);
    expect(await env.ledger.balanceOf(user.uid)).toBe(expected);
    const audit = await env.ledger.audit();
    expect(audit.entriesSum).toBe(0);
  });

  it('refuses a round the player cannot pay, an unknown stake and another game session, moving nothing', async () => {
    const user = await env.user();
    await env.ledger.grant(user.uid, 15, 'grant');
    const { origin, sessionId } = await openGame(user, 2);
    expect(await play(origin, { session_id: sessionId, round_id: 'r1', stake: 20, choice: 1 })).toMatchObject({ ok: false, code: 'COINS.INSUFFICIENT', balance: 15 });
    expect(await play(origin, { session_id: sessionId, round_id: 'r2', stake: 7, choice: 1 })).toMatchObject({ ok: false, code: 'GAME.BAD_STAKE' });
    expect(await play(origin, { session_id: sessionId, round_id: 'r3', stake: 10, choice: 3 })).toMatchObject({ ok: false, code: 'GAME.BAD_CHOICE' });
    expect(await play(origin, { session_id: 'not-a-session', round_id: 'r4', stake: 10, choice: 0 })).toMatchObject({ ok: false, code: 'GAME.SESSION_OVER' });
    expect(await env.ledger.balanceOf(user.uid)).toBe(15);
  });

  it('keeps a session open only for its own player', async () => {
    const owner = await env.user();
    const other = await env.user();
    const { sessionId } = await openGame(owner);
    expect((await owner.http.request(gameHeartContract, { game_id: 1, session_id: sessionId })).ok).toBe(true);
    expect((await other.http.request(gameHeartContract, { game_id: 1, session_id: sessionId })).ok).toBe(false);
  });

  it('tells the winner with a type 13 game notice', async () => {
    const user = await env.user();
    await env.ledger.grant(user.uid, 1_000, 'grant');
    const login = await brokerLoginFor(env.server.app, env.server.database.db, user.uid, 'phone');
    const client = await mqtt.connectAsync(`${env.server.baseUrl.replace(/^http/, 'ws')}/mqtt`, {
      protocolVersion: MQTT_PROTOCOL_VERSION, clientId: login.client_id, username: login.username, password: login.password, clean: true, reconnectPeriod: 0,
    });
    const notices: GameNotice[] = [];
    client.on('message', (_topic, payload) => {
      const parsed = gameNoticeSchema.safeParse(JSON.parse(payload.toString()));
      if (parsed.success) notices.push(parsed.data);
    });
    await client.subscribeAsync(`u/${user.uid}/in`, { qos: 1 });
    const { origin, sessionId } = await openGame(user);
    let won: Record<string, unknown> | undefined;
    for (let i = 0; i < 40 && won === undefined; i += 1) {
      const answer = await play(origin, { session_id: sessionId, round_id: `w${i}`, stake: 10, choice: 0 });
      if (answer.won === true) won = answer;
    }
    expect(won).toBeDefined();
    await until(() => notices.length === 1);
    expect(notices[0]).toMatchObject({ game_title: 'Coin Flip', coin: 20, game_id: 1, user_info: { uid: user.uid }, limit: 5 });
    await client.endAsync(true);
  });
});
