import { callAdmin } from '../server/admin/admin-client.js';
import { CALLS } from '../src/application/calls/calls.tokens.js';
import { MESSAGING } from '../src/application/messages/messages.tokens.js';
import { OUTBOX_RETRY_MS } from '../src/application/messages/outbox-sender.js';
import { CALL_CONNECT_TIMEOUT_MS, CALL_HEARTBEAT_LOSS_MS, CALL_RING_TIMEOUT_MS } from '../src/domain/constants.js';
import { loadedChat, textsOf } from './actions/chat-wait.js';
import { callPhase, callsOf } from './actions/call-state.js';
import { coinsConserved, type LedgerAuditFigures } from './invariants/coins-conserved.js';
import type { InvariantResult } from './invariants/invariant.js';
import { messagesDelivered, type ChatTexts } from './invariants/messages-delivered.js';
import { nobodyLeft, type UserEndState } from './invariants/nobody-left.js';
import { ordersCreditedOnce } from './invariants/orders-credited-once.js';
import { forEachLimited, pollUntil, waitFor } from './wait.js';
import type { SimUser } from './node-root.js';
import type { SimWorld } from './world.js';

/** Chats opened at once for the delivery check. */
const CHECK_CONCURRENCY = 25;

/** The ledger audit from the operator API of the server at `baseUrl` (loopback: no token needed), or why it could not be read. */
async function readAudit(baseUrl: string): Promise<LedgerAuditFigures | string> {
  const answer = await callAdmin({ baseUrl, token: process.env.ADMIN_TOKEN }, 'GET', '/ledger/audit');
  if (!answer.ok) return `${answer.error.code}: ${answer.error.message}`;
  const { entriesSum, balancesSum, accountsOutOfBalance, ordersCreditedTwice } = answer.data;
  return { entriesSum: Number(entriesSum), balancesSum: Number(balancesSum), accountsOutOfBalance: Number(accountsOutOfBalance), ordersCreditedTwice: Number(ordersCreditedTwice) };
}

/** Times a chat whose first load failed (its answer lost, the server too slow) is opened again, as a person pulls to refresh. */
const CHAT_LOAD_ATTEMPTS = 3;
/**
 * How long the senders' outboxes get to drain before the delivery check reads the chats:
 * an entry whose answer was lost is sent again every OUTBOX_RETRY_MS with the same client
 * id, so ten of its retries; the check ends as soon as nothing is left sending.
 */
export const OUTBOX_DRAIN_MS = 10 * OUTBOX_RETRY_MS;
/**
 * How long the check gives the server's own timers to end calls no one is in before it
 * says someone was left: a call whose caller never heard the answer rings out
 * (CALL_RING_TIMEOUT_MS), an answered one whose media never came up ends at
 * CALL_CONNECT_TIMEOUT_MS, a connected one whose both sides went silent at
 * CALL_HEARTBEAT_LOSS_MS; plus a second for the timer to run. Ends at once when nobody is left.
 */
export const CALLS_SETTLE_MS = CALL_RING_TIMEOUT_MS + CALL_CONNECT_TIMEOUT_MS + CALL_HEARTBEAT_LOSS_MS + 1_000;
/** How often the check asks the server who is still in a call. */
const CALLS_POLL_MS = 1_000;

type TextsSeen = ReturnType<typeof textsOf>;

/**
 * `sender`'s texts in `user`'s chat with `peer` as the server and the outbox give them,
 * once `settled` holds for them or `waitMs` passed; null when the chat would not load in
 * CHAT_LOAD_ATTEMPTS.
 */
async function chatTexts(user: SimUser, peer: number, sender: number, settled: (texts: TextsSeen) => boolean, waitMs: number): Promise<TextsSeen | null> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; attempt <= CHAT_LOAD_ATTEMPTS; attempt += 1) {
    const chat = user.services.get(MESSAGING).openChat(peer);
    try {
      const state = await loadedChat(chat);
      if (state?.status !== 'ready') continue;
      await waitFor(() => settled(textsOf(chat.state$.getValue(), sender)), Math.max(0, deadline - Date.now()));
      return textsOf(chat.state$.getValue(), sender);
    } finally {
      chat.close();
    }
  }
  return null;
}

/**
 * Each conversation once it is quiet: the sender's chat first, until none of the texts
 * written in it is still sending (OUTBOX_DRAIN_MS at most: a text whose answer was lost is
 * retried with its client id and the server keeps it once), then the receiver's chat as the
 * server hands it out. A text the sender never learned was stored is in the sender's chat
 * as the server's copy when the server has it, and must then be delivered once like any other.
 */
async function conversations(world: SimWorld): Promise<ChatTexts[]> {
  const pairs = [...new Map(world.sent.map((text) => [`${text.from}:${text.to}`, { from: text.from, to: text.to }])).values()];
  // A user signed out by the run shows no chats (its own count, SIM.SIGNED_OUT, fails the run): that side reads as not loaded.
  const userOf = (uid: number) => {
    const user = world.users.find((member) => member.uid === uid)?.user;
    return user?.store.loggedIn$.getValue() === true ? user : undefined;
  };
  const chats: ChatTexts[] = [];
  await forEachLimited(pairs, CHECK_CONCURRENCY, async ({ from, to }) => {
    const written = new Set(world.sent.filter((text) => text.from === from && text.to === to).map((text) => text.text));
    const drained = (texts: TextsSeen) => texts.every((text) => !written.has(text.text) || text.sendState !== 'sending');
    const sender = userOf(from);
    const receiver = userOf(to);
    const senderSide = sender === undefined ? null : await chatTexts(sender, to, from, drained, OUTBOX_DRAIN_MS);
    const receiverSide = receiver === undefined ? null : await chatTexts(receiver, from, from, () => true, 0);
    chats.push({ from, to, senderSide, receiverSide: receiverSide?.map((text) => text.text) ?? null });
  });
  return chats;
}

/** Who the server holds in a call now (GET /admin/calls/present), or why that could not be read. */
async function presentInCalls(baseUrl: string): Promise<ReadonlySet<number> | string> {
  const answer = await callAdmin({ baseUrl, token: process.env.ADMIN_TOKEN }, 'GET', '/calls/present');
  if (!answer.ok) return `${answer.error.code}: ${answer.error.message}`;
  return new Set((answer.data.present as { uid: number }[]).map((row) => row.uid));
}

/**
 * Every user's call, on the server and in their app, and whether the server still has them
 * in the match queue — read once the server had CALLS_SETTLE_MS to end the calls no one is
 * in (or sooner, when no one is left in one): a call request that completed on the server
 * after its caller gave up is ended by the ring and answer timeouts, not by the app.
 */
async function endStates(baseUrl: string, world: SimWorld): Promise<UserEndState[] | string> {
  const signedIn = world.users.filter(({ user }) => user.store.loggedIn$.getValue());
  let present: ReadonlySet<number> | string = new Set();
  await pollUntil(
    async () => {
      present = await presentInCalls(baseUrl);
      return typeof present !== 'string' && present.size === 0 && signedIn.every(({ user }) => callPhase(callsOf(user)) === 'none');
    },
    CALLS_SETTLE_MS,
    CALLS_POLL_MS,
  );
  if (typeof present === 'string') return present;
  const onServer = present;
  const states: UserEndState[] = [];
  await forEachLimited(signedIn, CHECK_CONCURRENCY, async ({ uid, user }) => {
    const { calls, match } = user.services.get(CALLS);
    await match.refresh();
    states.push({ uid, call: callPhase(calls), inCallOnServer: onServer.has(uid), queued: match.view$.getValue().phase === 'finding' });
  });
  return states;
}

/** The run's invariants, each checked against what the server and the users' own screens hold now. */
export async function checkInvariants(baseUrl: string, world: SimWorld): Promise<InvariantResult[]> {
  const audit = await readAudit(baseUrl);
  return [
    coinsConserved(audit),
    messagesDelivered(world.sent, await conversations(world)),
    nobodyLeft(await endStates(baseUrl, world)),
    ordersCreditedOnce(audit, world.payments),
  ];
}
