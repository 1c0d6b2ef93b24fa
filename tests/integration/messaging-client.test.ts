import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatViewModel } from '../../src/application/messages/messaging-services.js';
import { startMessagingClient, type MessagingClient } from '../support/messaging-client.js';
import { startMessagingServer, until, type MessagingServer, type TestUser } from '../support/messaging-harness.js';

let env: MessagingServer;
let ana: TestUser;
let ben: TestUser;
let anaPhone: MessagingClient;
let benPhone: MessagingClient;

beforeAll(async () => {
  env = await startMessagingServer();
  [ana, ben] = (await Promise.all([env.user(), env.user()])) as [TestUser, TestUser];
  anaPhone = startMessagingClient(env, ana);
  benPhone = startMessagingClient(env, ben);
  await Promise.all([anaPhone.connected(), benPhone.connected()]);
});
afterAll(async () => {
  await Promise.all([anaPhone?.close(), benPhone?.close()]);
  await env.close();
});

const texts = (chat: ChatViewModel) => chat.state$.getValue().messages.map((m) => (m.content.kind === 'text' ? m.content.content : m.content.kind));
const ready = (chat: ChatViewModel) => until(() => chat.state$.getValue().status === 'ready', 10_000);

describe('two people chatting through the client core', () => {
  it('delivers messages both ways in order, shows them in the inbox, and turns the checkmarks blue once read', async () => {
    const anaChat = anaPhone.core.openChat(ben.uid);
    await ready(anaChat);
    anaChat.send({ kind: 'text', text: 'hola' });
    anaChat.send({ kind: 'text', text: 'qué tal' });
    // Ben has not opened the chat: the inbox shows the row with its unread count.
    await until(() => benPhone.core.inbox.state$.getValue().rows.some((row) => row.peer?.uid === ana.uid && row.unread === 2), 10_000);
    expect(benPhone.core.inbox.unread$.getValue().unread).toBe(2);
    expect(benPhone.core.banner.current$.getValue()?.sender.uid).toBe(ana.uid);
    await until(() => anaChat.state$.getValue().messages.every((m) => m.sendState === 'sent'), 10_000);
    expect(anaChat.state$.getValue().messages.map((m) => m.read)).toEqual([false, false]);

    const benChat = benPhone.core.openChat(ana.uid);
    await ready(benChat);
    expect(texts(benChat)).toEqual(['hola', 'qué tal']);
    // Opening marks read: the counters drop and Ana's checkmarks turn blue by the read push.
    await until(() => benPhone.core.inbox.unread$.getValue().unread === 0, 10_000);
    await until(() => anaChat.state$.getValue().messages.every((m) => m.read), 10_000);

    benChat.send({ kind: 'text', text: 'bien' });
    await until(() => texts(anaChat).includes('bien'), 10_000);
    expect(texts(anaChat)).toEqual(['hola', 'qué tal', 'bien']);
    // Ana's chat is open: the new message is read at once, so Ben's checkmark turns blue too.
    await until(() => benChat.state$.getValue().messages.filter((m) => m.mine).every((m) => m.read), 10_000);
    expect(texts(benChat)).toEqual(['hola', 'qué tal', 'bien']);
  });

  it('queues sends while offline and delivers each once, in order, when the network is back', async () => {
    const anaChat = anaPhone.core.openChat(ben.uid);
    await ready(anaChat);
    anaPhone.setOffline(true, { loseAnswers: true });
    anaChat.send({ kind: 'text', text: 'one' });
    anaChat.send({ kind: 'text', text: 'two' });
    await anaPhone.core.drainOutbox();
    anaPhone.setOffline(false);
    await anaPhone.core.drainOutbox();
    const benChat = benPhone.core.openChat(ana.uid);
    await until(() => texts(benChat).includes('two'), 10_000);
    const received = texts(benChat);
    expect(received.filter((text) => text === 'one')).toHaveLength(1);
    expect(received.indexOf('one')).toBeLessThan(received.indexOf('two'));
    expect(anaPhone.core.outbox.entries()).toEqual([]);
  });
});
