import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatViewModel } from '../../src/application/messages/messaging-services.js';
import { startMessagingClient, type MessagingClient } from '../support/messaging-client.js';
import { sleep, startMessagingServer, until, type MessagingServer, type TestUser } from '../support/messaging-harness.js';

/**
 * The property: under any interleaving of sends, retries, network loss (before the
 * server sees a call, or after it handled it and the answer is lost), realtime cuts and
 * syncs, the outbox and the sync never lose, duplicate or reorder a message — on the
 * sender's side and the receiver's — against the real server in process.
 */

interface Model {
  readonly sent: string[];
}

interface Real {
  readonly sender: MessagingClient;
  readonly receiver: MessagingClient;
  readonly chat: ChatViewModel;
  readonly senderUid: number;
}

type Command = fc.AsyncCommand<Model, Real>;

let env: MessagingServer;
let runs = 0;
const WAIT_MS = 15_000;
/** Long enough for a late duplicate (redelivered push, late page) to show up before the check. */
const QUIET_MS = 300;

beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

const command = (name: string, run: (model: Model, real: Real) => Promise<void>): Command => ({
  check: () => true,
  run,
  toString: () => name,
});

const send = command('send', async (model, real) => {
  const text = `t${model.sent.length}`;
  const queued = real.chat.send({ kind: 'text', text });
  if (!queued.ok) throw new Error(`not queued: ${queued.error.code}`);
  model.sent.push(text);
});
const offline = (loseAnswers: boolean) =>
  command(`offline(${loseAnswers ? 'answers lost' : 'calls lost'})`, async (_model, real) => {
    real.sender.setOffline(true, { loseAnswers });
    await real.sender.core.drainOutbox();
  });
const online = command('online', async (_model, real) => {
  real.sender.setOffline(false);
  await real.sender.core.drainOutbox();
});
const retry = command('retry', async (_model, real) => real.sender.core.drainOutbox());
const cut = command('cut receiver', async (_model, real) => real.receiver.cutRealtime());
const sync = command('sync receiver', async (_model, real) => real.receiver.sync());

/** Every message from `uid` a device holds, over all its chats, in the order it shows them. */
const textsFrom = (client: MessagingClient, uid: number): { texts: string[]; ids: (number | null)[] } => {
  const messages = [...client.core.store.logs$.getValue().values()].flatMap((log) => log.messages).filter((m) => m.send_uid === uid && m.system === undefined);
  return { texts: messages.map((m) => (JSON.parse(m.msg_content) as { content: string }).content), ids: messages.map((m) => m.id) };
};

describe('outbox and sync', () => {
  it('never lose, duplicate or reorder a message under sends, retries, network loss, cuts and syncs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands([fc.constant(send), fc.constant(send), fc.boolean().map(offline), fc.constant(online), fc.constant(retry), fc.constant(cut), fc.constant(sync)], { maxCommands: 14 }),
        async (commands) => {
          runs += 1;
          const [a, b] = (await Promise.all([env.user(), env.user()])) as [TestUser, TestUser];
          const sender = startMessagingClient(env, a, { device: `s${runs}` });
          const receiver = startMessagingClient(env, b, { device: `r${runs}` });
          try {
            await Promise.all([sender.connected(), receiver.connected()]);
            const chat = sender.core.openChat(b.uid);
            await until(() => chat.state$.getValue().status === 'ready', WAIT_MS);
            const model: Model = { sent: [] };
            await fc.asyncModelRun(() => ({ model, real: { sender, receiver, chat, senderUid: a.uid } }), commands);

            // The network is back: everything queued goes, and the receiver catches up.
            sender.setOffline(false);
            await until(() => sender.core.outbox.entries().length === 0, WAIT_MS).catch(async () => {
              await sender.core.drainOutbox();
            });
            await sender.core.drainOutbox();
            expect(sender.core.outbox.entries()).toEqual([]);
            await receiver.connected();
            await receiver.sync();
            await until(() => textsFrom(receiver, a.uid).texts.length >= model.sent.length, WAIT_MS);
            await sleep(QUIET_MS);

            const mine = textsFrom(sender, a.uid);
            const theirs = textsFrom(receiver, a.uid);
            expect(mine.texts).toEqual(model.sent);
            expect(theirs.texts).toEqual(model.sent);
            expect(new Set(theirs.ids).size).toBe(theirs.ids.length);
            expect(theirs.ids.every((id) => id !== null)).toBe(true);
          } finally {
            await Promise.all([sender.close(), receiver.close()]);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
