import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDb } from '../../server/demo/demo-hosts-table.js';
import { DEMO_REPLY_DELAY_MS, demoReplyText } from '../../server/messages/demo-host-replies.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { CHAT_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { sleep, startMessagingServer, until, type MessagingServer } from '../support/messaging-harness.js';

/** Slack over the longest pause a demo host takes before answering. */
const SLACK_MS = 1_500;

describe('demo hosts (DEMO_HOSTS on)', () => {
  let env: MessagingServer;
  beforeAll(async () => {
    env = await startMessagingServer({ DEMO_HOSTS: '1' });
  });
  afterAll(async () => env.close());

  it('answer a first message after a pause, in their language, and only the first', async () => {
    const host = await demoDb(env.server.database.db)
      .selectFrom('demo_hosts as d')
      .innerJoin('users as u', 'u.uid', 'd.uid')
      .select(['u.uid', 'u.language'])
      .where('u.language', '=', 'es')
      .executeTakeFirstOrThrow();
    const me = await env.user();
    const phone = await env.session(me.uid, 'phone');
    const send = (text: string) =>
      me.http.request(msgSendContract, { to_uid: host.uid, chat_type: CHAT_TYPE.private, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: text }) } });

    const sentAt = Date.now();
    expect((await send('Hi Sofia!')).ok).toBe(true);
    const replies = () => phone.events.filter((e) => e.event === 'message' && e.message.send_uid === host.uid);
    await until(() => replies().length === 1, DEMO_REPLY_DELAY_MS.max + SLACK_MS);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(DEMO_REPLY_DELAY_MS.min);
    const [reply] = replies();
    if (reply?.event !== 'message') throw new Error('no reply');
    expect(JSON.parse(reply.message.msg_content)).toEqual({ content: demoReplyText('es') });
    expect(demoReplyText('es')).toBe('Hola! Mucho gusto 😊 ¿Cómo estás?');

    expect((await send('How is Madrid?')).ok).toBe(true);
    await sleep(DEMO_REPLY_DELAY_MS.max + SLACK_MS);
    expect(replies()).toHaveLength(1);
  });
});
