import { MESSAGING } from '../../src/application/messages/messages.tokens.js';
import { waitFor } from '../wait.js';
import { messagePeersOf } from '../world.js';
import { DONE, failed, skipped, type SimAction } from './action.js';

/** How long the outbox may take to have the server's answer for one text. */
const SENT_WAIT_MS = 20_000;

/** The text of a simulated message: its number in its conversation, so the receiver's order can be checked. */
export const simText = (seq: number): string => `sim message ${seq}`;
export const seqOfSimText = (text: string): number | null => {
  const match = /^sim message (\d+)$/.exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
};

/**
 * The chat's composer: a text to one of the user's peers, queued in the persistent outbox
 * (/msg/send with a client id), waited for until the server took it or refused it. Every
 * text is recorded, sent or not: the end check asks the sender's own chat which were sent.
 */
export const sendMessage: SimAction = async ({ user, uid, world, random }) => {
  const peers = messagePeersOf(world, uid);
  const peer = peers[Math.floor(random() * peers.length)];
  if (peer === undefined) return skipped('no one to write to');
  const seq = world.sent.filter((sent) => sent.from === uid && sent.to === peer).length + 1;
  const chat = user.services.get(MESSAGING).openChat(peer);
  try {
    const queued = chat.send({ kind: 'text', text: simText(seq) });
    if (!queued.ok) return failed(queued.error.code, `a text to ${peer} was not queued`);
    world.sent.push({ from: uid, to: peer, text: simText(seq) });
    const state = () => chat.state$.getValue().messages.find((message) => message.key === queued.key)?.sendState;
    await waitFor(() => state() === 'sent' || state() === 'failed', SENT_WAIT_MS);
    const final = state();
    if (final === 'sent') return DONE;
    return failed(final === 'failed' ? 'SIM.MESSAGE_FAILED' : 'SIM.MESSAGE_STILL_SENDING', `text ${seq} to ${peer} is ${final ?? 'gone'}`);
  } finally {
    chat.close();
  }
};
