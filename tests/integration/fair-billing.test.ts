import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callHistoryContract } from '../../src/application/contracts/call/history.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { callMediaReportContract } from '../../src/application/contracts/fair-billing/media-report.contract.js';
import { callReceiptKeyContract } from '../../src/application/contracts/fair-billing/receipt-key.contract.js';
import { callReceiptContract } from '../../src/application/contracts/fair-billing/receipt.contract.js';
import { receiptText, type SignedReceipt } from '../../src/domain/calls/call-receipt.js';
import { MEDIA_DISPUTE_CAP_MS_PER_DAY, MEDIA_REPORT_INTERVAL_MS, MEDIA_REPORT_STALE_MS, type MediaState } from '../../src/domain/calls/media-outages.js';
import { CALL_TYPE, MS_PER_SECOND, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';

const PRICE = 60;
const MINUTE_MS = SECONDS_PER_MINUTE * MS_PER_SECOND;
const S = MS_PER_SECOND;

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

interface Call {
  readonly caller: number;
  readonly host: number;
  readonly room: number;
  readonly connectedAt: number;
}

async function connectedCall(caller?: number): Promise<Call> {
  const payer = caller ?? (await server.newUser({ coins: 10_000, call_free_min: 0 }));
  const host = await server.newUser({ is_host: true, video_call_gold: PRICE });
  const started = await server.client(payer).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
  if (!started.ok) throw new Error(`start failed: ${started.error.msg}`);
  const room = started.data.room_id;
  expect((await server.client(host).http.request(callAnswerContract, { room_id: room })).ok).toBe(true);
  expect((await server.client(payer).http.request(callConnectContract, { room_id: room })).ok).toBe(true);
  return { caller: payer, host, room, connectedAt: server.time.now() };
}

type Party = 'caller' | 'host';
/** What a party's client says at call time `t` (ms since the connect); null: it is offline, it says nothing. */
type Script = (t: number) => MediaState | null;
const healthy: Script = () => 'connected';

/**
 * Runs the call until `untilMs` after its connect, in report steps: each party whose script
 * says something reports it (a report is a sign of life too: no separate heartbeats);
 * what the caller's report answered about the meter is recorded per step.
 */
async function talk(call: Call, untilMs: number, scripts: Partial<Record<Party, Script>> = {}, stepMs = MEDIA_REPORT_INTERVAL_MS): Promise<Map<number, boolean>> {
  const paused = new Map<number, boolean>();
  for (let t = server.time.now() - call.connectedAt; t < untilMs; t += stepMs) {
    for (const party of ['caller', 'host'] as const) {
      const state = (scripts[party] ?? healthy)(t);
      if (state === null) continue;
      const http = server.client(call[party]).http;
      const answer = await http.request(callMediaReportContract, { room_id: call.room, state });
      if (party === 'caller' && answer.ok) paused.set(t, answer.data.billing_paused);
    }
    await server.time.advanceTo(call.connectedAt + t + stepMs);
  }
  return paused;
}

async function hangUp(call: Call): Promise<void> {
  expect((await server.client(call.caller).http.request(callEndContract, { room_id: call.room })).ok).toBe(true);
}

async function receiptOf(uid: number, room: number): Promise<SignedReceipt> {
  const answer = await server.client(uid).http.request(callReceiptContract, { room_id: room });
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data;
}

async function verifies(signed: SignedReceipt, publicKey: string): Promise<boolean> {
  const key = await webcrypto.subtle.importKey('raw', Buffer.from(publicKey, 'base64url'), { name: 'Ed25519' }, false, ['verify']);
  return webcrypto.subtle.verify({ name: 'Ed25519' }, key, Buffer.from(signed.signature, 'base64url'), new TextEncoder().encode(receiptText(signed.receipt)));
}

/** The host offline (silent) for 40 s inside minute 3: its last report at 2:05, the next at 2:50 (down from 2:10, when one was due). */
const offlineInMinute3: Script = (t) => (t > 125 * S && t < 170 * S ? null : 'connected');

describe('fair billing: the meter follows the media (issue #19)', () => {
  it('bills a call whose media drops for 40 s in minute 3 one minute less, and its receipt says why', async () => {
    const call = await connectedCall();
    const paused = await talk(call, 5 * MINUTE_MS, { host: offlineInMinute3 });
    await hangUp(call);

    expect(paused.get(150 * S)).toBe(true);
    expect(paused.get(100 * S)).toBe(false);
    expect(paused.get(200 * S)).toBe(false);
    expect(await server.ledger.balanceOf(call.caller)).toBe(10_000 - 4 * PRICE);
    const { receipt } = await receiptOf(call.caller, call.room);
    expect(receipt).toMatchObject({ connected_s: 300, free_s: 0, price_per_min: PRICE, minutes_billed: 5, minutes_refunded: 1, coins_spent: 4 * PRICE, refunds: [{ minute: 3, down_s: 40, reason: 'media_down' }] });
    const history = await server.client(call.caller).http.request(callHistoryContract, {});
    expect(history.ok && history.data.list.find((row) => row.room_id === call.room)?.coins).toBe(4 * PRICE);
  });

  it('holds the next minute while the media is down past the grace, and bills it once it is back', async () => {
    const call = await connectedCall();
    const down: Script = (t) => (t >= 170 * S && t < 215 * S ? 'reconnecting' : 'connected');
    await talk(call, 190 * S, { caller: down });
    const during = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    expect(during.ok && during.data.billed_minutes).toBe(3);
    await talk(call, 230 * S, { caller: down });
    const after = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    expect(after.ok && after.data.billed_minutes).toBe(4);
    await hangUp(call);
  });

  it('believes the payer’s word alone only up to the daily cap, across calls', async () => {
    const capMinutes = MEDIA_DISPUTE_CAP_MS_PER_DAY / MINUTE_MS;
    const liar: Script = () => 'frozen';
    const first = await connectedCall();
    await talk(first, (capMinutes + 1) * MINUTE_MS, { caller: liar }, MEDIA_REPORT_STALE_MS);
    await hangUp(first);
    expect((await receiptOf(first.caller, first.room)).receipt).toMatchObject({ minutes_billed: capMinutes + 1, minutes_refunded: capMinutes });

    const second = await connectedCall(first.caller);
    await talk(second, 2 * MINUTE_MS, { caller: liar }, MEDIA_REPORT_STALE_MS);
    await hangUp(second);
    expect((await receiptOf(second.caller, second.room)).receipt).toMatchObject({ minutes_billed: 2, minutes_refunded: 0 });
  });
});

describe('signed call receipts (issue #19)', () => {
  it('verifies against the published key, and a tampered receipt does not', async () => {
    const call = await connectedCall();
    await talk(call, 2 * MINUTE_MS, {}, MEDIA_REPORT_STALE_MS);
    await hangUp(call);
    const key = await server.client(call.caller).http.request(callReceiptKeyContract, {});
    if (!key.ok) throw new Error(key.error.msg);
    const published = (await server.app.inject({ method: 'GET', url: '/receipt-key.json' })).json<{ public_key: string; key_id: string }>();
    expect(published).toMatchObject({ public_key: key.data.public_key, key_id: key.data.key_id });

    const signed = await receiptOf(call.host, call.room);
    expect(signed.receipt.key_id).toBe(key.data.key_id);
    expect(await verifies(signed, key.data.public_key)).toBe(true);
    expect(await verifies({ ...signed, receipt: { ...signed.receipt, coins_spent: signed.receipt.coins_spent - PRICE } }, key.data.public_key)).toBe(false);
    expect(await verifies({ ...signed, receipt: { ...signed.receipt, minutes_refunded: 2 } }, key.data.public_key)).toBe(false);
  });

  it('shows a receipt to the two parties only, and only once the call has ended', async () => {
    const call = await connectedCall();
    const early = await server.client(call.caller).http.request(callReceiptContract, { room_id: call.room });
    expect(early.ok).toBe(false);
    await server.time.advanceBy(S);
    await hangUp(call);
    const stranger = await server.newUser();
    expect((await server.client(stranger).http.request(callReceiptContract, { room_id: call.room })).ok).toBe(false);
    expect((await receiptOf(call.caller, call.room)).receipt.minutes_billed).toBe(1);
  });
});
