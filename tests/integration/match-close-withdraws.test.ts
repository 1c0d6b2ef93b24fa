import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchCloseContract } from '../../src/application/contracts/match/close.contract.js';
import { MATCH_EVENT_KEY } from '../../src/application/contracts/match/match-event.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';
import { CALL_TYPE, MATCH_PRICE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

/*
 * Issue #17, traced with the simulator's churn: an app closes its search when it goes to the
 * background (000 §4), and its realtime session closes there. A pairing made just before
 * that close sent the match event to a session that was gone: the partner's match call
 * rang nobody until the ring timeout, the absent user was held in it (/match/start: "in a
 * call") for those 30 s, and the seeker had paid for a match nobody met.
 */

let server: CallServer;

beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

const seek = (uid: number) => server.client(uid).http.request(matchStartContract, { call_type: CALL_TYPE.video });
/** The seeker's refund is booked as the end is heard: read the balance until it is `expected` (or give the last one). */
async function balanceSettlesAt(uid: number, expected: number): Promise<number> {
  let balance = await server.ledger.balanceOf(uid);
  for (let tries = 0; balance !== expected && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    balance = await server.ledger.balanceOf(uid);
  }
  return balance;
}

const ended = (messages: Record<string, unknown>[]) => messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.callSignal && m.event === 'ended');

describe('a match made as one side closed its search', () => {
  it('is withdrawn by the close: the partner is told at once, the closer is free again and the seeker is paid back', async () => {
    const seeker = await server.newUser({ nickname: 'Ben', coins: 100 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 40 });
    const seekerInbox = await server.listen(seeker);
    const hostInbox = await server.listen(host);

    expect((await seek(host)).ok).toBe(true);
    expect((await seek(seeker)).ok).toBe(true);
    // Paired: the seeker calls, and paid for the match; the host's app never heard of it (gone to the background).
    await eventually(() => seekerInbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.match && m.key === MATCH_EVENT_KEY.incomingCall));
    expect(await server.ledger.balanceOf(seeker)).toBe(100 - MATCH_PRICE);

    const pairedAt = server.time.now();
    const closed = await server.client(host).http.request(matchCloseContract, {});
    expect(closed).toMatchObject({ ok: true, data: { was_waiting: 0 } });

    // Now, as the host's refusal of a call it never saw ring — not at the ring timeout 30 s later (the clock has not moved).
    await eventually(() => ended(seekerInbox.messages).length > 0);
    expect(ended(seekerInbox.messages)[0]).toMatchObject({ reason: CALL_END_REASON.refuse });
    expect(ended(hostInbox.messages)).toHaveLength(1);
    expect(server.time.now()).toBe(pairedAt);
    expect(await balanceSettlesAt(seeker, 100)).toBe(100);
    // Free to search again at once.
    const again = await seek(host);
    expect(again.ok).toBe(true);
    await server.client(host).http.request(matchCloseContract, {});
  });

  it('is paid back once by whichever node serves the close (the payment is recorded in the database, not in the pairing node)', async () => {
    const nodeB = await server.secondNode();
    const seeker = await server.newUser({ nickname: 'Dee', coins: 100 });
    const host = await server.newUser({ nickname: 'Eve', is_host: true, video_call_gold: 40 });
    const seekerInbox = await server.listen(seeker);

    expect((await seek(host)).ok).toBe(true);
    expect((await seek(seeker)).ok).toBe(true);
    await eventually(() => seekerInbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.match && m.key === MATCH_EVENT_KEY.incomingCall));
    expect(await server.ledger.balanceOf(seeker)).toBe(100 - MATCH_PRICE);

    // The host's close reaches the other node, which never saw the pairing.
    // (Its push of the end stays on its own broker here: two nodes share realtime through Redis.)
    expect(await nodeB.client(host).http.request(matchCloseContract, {})).toMatchObject({ ok: true, data: { was_waiting: 0 } });
    const call = await server.database.db.selectFrom('calls').select(['status', 'ended_by']).where('caller_uid', '=', seeker).executeTakeFirstOrThrow();
    expect(call).toEqual({ status: 'ended', ended_by: host });
    expect(await server.ledger.balanceOf(seeker)).toBe(100);
    // A retried close, on either node, gives nothing more.
    await nodeB.client(host).http.request(matchCloseContract, {});
    await server.client(host).http.request(matchCloseContract, {});
    expect(await server.ledger.balanceOf(seeker)).toBe(100);
  });

  it('gives a free match back as a free match', async () => {
    const seeker = await server.newUser({ nickname: 'Flo', coins: 100, match_free_count: 1 });
    const host = await server.newUser({ nickname: 'Gus', is_host: true, video_call_gold: 40 });
    const seekerInbox = await server.listen(seeker);
    const freeLeft = async () => (await server.database.db.selectFrom('users').select('match_free_count').where('uid', '=', seeker).executeTakeFirstOrThrow()).match_free_count;

    expect((await seek(host)).ok).toBe(true);
    expect((await seek(seeker)).ok).toBe(true);
    await eventually(() => seekerInbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.match && m.key === MATCH_EVENT_KEY.incomingCall));
    expect(await freeLeft()).toBe(0);

    await server.client(host).http.request(matchCloseContract, {});
    await eventually(() => ended(seekerInbox.messages).length > 0);
    expect(await freeLeft()).toBe(1);
    expect(await server.ledger.balanceOf(seeker)).toBe(100);
  });

  it('changes nothing for a close with nothing to withdraw', async () => {
    const lone = await server.newUser({ nickname: 'Cy', coins: 100 });
    expect(await server.client(lone).http.request(matchCloseContract, {})).toMatchObject({ ok: true, data: { was_waiting: 0 } });
    expect(await server.ledger.balanceOf(lone)).toBe(100);
  });
});
