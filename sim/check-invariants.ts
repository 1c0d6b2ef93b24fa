import { callAdmin } from '../server/admin/admin-client.js';
import { CALLS } from '../src/application/calls/calls.tokens.js';
import { MESSAGING } from '../src/application/messages/messages.tokens.js';
import { loadedChat, textsOf } from './actions/chat-wait.js';
import { callPhase } from './actions/call-state.js';
import { coinsConserved, type LedgerAuditFigures } from './invariants/coins-conserved.js';
import type { InvariantResult } from './invariants/invariant.js';
import { messagesDelivered, type ChatTexts } from './invariants/messages-delivered.js';
import { nobodyLeft, type UserEndState } from './invariants/nobody-left.js';
import { ordersCreditedOnce } from './invariants/orders-credited-once.js';
import { forEachLimited } from './wait.js';
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

/** Each conversation as its sender's and its receiver's chats show it now. */
async function conversations(world: SimWorld): Promise<ChatTexts[]> {
  const pairs = [...new Map(world.sent.map((text) => [`${text.from}:${text.to}`, { from: text.from, to: text.to }])).values()];
  // A user signed out by the run shows no chats (its own count, SIM.SIGNED_OUT, fails the run): that side reads as not loaded.
  const userOf = (uid: number) => {
    const user = world.users.find((member) => member.uid === uid)?.user;
    return user?.store.loggedIn$.getValue() === true ? user : undefined;
  };
  const chats: ChatTexts[] = [];
  await forEachLimited(pairs, CHECK_CONCURRENCY, async ({ from, to }) => {
    const sender = userOf(from)?.services.get(MESSAGING).openChat(to);
    const receiver = userOf(to)?.services.get(MESSAGING).openChat(from);
    const [senderState, receiverState] = await Promise.all([sender === undefined ? null : loadedChat(sender), receiver === undefined ? null : loadedChat(receiver)]);
    chats.push({
      from,
      to,
      senderSide: senderState?.status === 'ready' ? textsOf(senderState, from) : null,
      receiverSide: receiverState?.status === 'ready' ? textsOf(receiverState, from).map((text) => text.text) : null,
    });
    sender?.close();
    receiver?.close();
  });
  return chats;
}

/** Every user's call slot, and whether the server still has them in the match queue (/match/info's waiting). */
async function endStates(world: SimWorld): Promise<UserEndState[]> {
  const states: UserEndState[] = [];
  await forEachLimited(world.users, CHECK_CONCURRENCY, async ({ uid, user }) => {
    if (!user.store.loggedIn$.getValue()) return;
    const { calls, match } = user.services.get(CALLS);
    await match.refresh();
    states.push({ uid, call: callPhase(calls), queued: match.view$.getValue().phase === 'finding' });
  });
  return states;
}

/** The run's invariants, each checked against what the server and the users' own screens hold now. */
export async function checkInvariants(baseUrl: string, world: SimWorld): Promise<InvariantResult[]> {
  const audit = await readAudit(baseUrl);
  return [
    coinsConserved(audit),
    messagesDelivered(world.sent, await conversations(world)),
    nobodyLeft(await endStates(world)),
    ordersCreditedOnce(audit, world.payments),
  ];
}
