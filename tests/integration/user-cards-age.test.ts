import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { CHAT_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { ageFromBirthday } from '../../src/domain/profile/age.js';
import { startMessagingServer, until, type MessagingServer } from '../support/messaging-harness.js';
import { openReply, post, sealRequest, signIn } from '../support/request-layer-harness.js';

const VICTIM_BIRTHDAY = '1990-04-02';
const DAY_MS = 86_400_000;

let env: MessagingServer;

beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

/** The attacker's own raw client: what the server really sends, before any client-side schema strips a field. */
function rawClient(uid: number) {
  const session = signIn(env.server.sessions, uid, Date.now() + DAY_MS);
  return async (path: string, payload: Record<string, unknown>): Promise<string> => {
    const answer = await post(env.server.app, path, sealRequest({ key: session.appCre, payload, times: Date.now() }), session.token);
    return JSON.stringify(openReply(answer.text, session.appCre));
  };
}

/** Every object in a JSON answer that describes `uid` (its cards, wherever they sit). */
function objectsOf(value: unknown, uid: number): object[] {
  if (Array.isArray(value)) return value.flatMap((item) => objectsOf(item, uid));
  if (typeof value !== 'object' || value === null) return [];
  const nested = Object.values(value).flatMap((item) => objectsOf(item, uid));
  return (value as { uid?: unknown }).uid === uid ? [value, ...nested] : nested;
}

describe('another user’s card', () => {
  it('carries the age and never the birthday: user page, chat sync and the realtime chat event', async () => {
    const victim = await env.user({ nickname: 'Victim', birthday: VICTIM_BIRTHDAY, is_host: true });
    const attacker = await env.user({ nickname: 'Lister' });
    const raw = rawClient(attacker.uid);
    const live = await env.session(attacker.uid, 'attacker-phone');
    const rawEvents: string[] = [];
    live.client.on('message', (_topic, payload) => rawEvents.push(payload.toString()));

    const card = await raw(userInfoContract.path, { target_uid: victim.uid });
    const sent = await victim.http.request(msgSendContract, {
      to_uid: attacker.uid,
      chat_type: CHAT_TYPE.private,
      data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: 'hi' }) },
      client_msg_id: `card-${Date.now()}`,
    });
    expect(sent.ok).toBe(true);
    await until(() => rawEvents.length > 0);
    const sync = await raw(msgSyncContract.path, {});

    const age = ageFromBirthday(VICTIM_BIRTHDAY, new Date());
    for (const text of [card, sync, ...rawEvents]) {
      expect(text).not.toContain(VICTIM_BIRTHDAY);
      for (const victimCard of objectsOf(JSON.parse(text), victim.uid)) expect(victimCard).not.toHaveProperty('birthday');
    }
    expect(card).toContain(`"age":${age}`);
    expect(rawEvents.join('\n')).toContain(`"age":${age}`);
  });
});
