import { callCurrentContract } from '../../src/application/contracts/call/current.contract.js';
import type { CallSignal } from '../../src/application/contracts/call/call-signal.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { callPeerOf } from './call-peer.js';
import { findUsers } from './call-repository.js';
import { endedSignal, ringSignal } from './call-signals.js';
import { callsDatabase, type CallRow, type CallsDatabase } from './call-tables.js';
import { lastEndedCallOf, lastMissedCallFor, MISSED_RING_RECALL_MS, ringingCallFor } from './call-current-queries.js';

/**
 * /call/current (src/application/contracts/call/current.contract.ts): the ring a client
 * that just connected may have missed, or the ring and end of a call it missed while away,
 * and the end of its last call (either side) if that came while it was away.
 * It reads only; the client deduplicates by room id against the pushes it also gets.
 */
export const callCurrentEndpoint = (ctx: Pick<AppContext, 'db' | 'clock'>) => {
  const db = callsDatabase(ctx.db);
  return defineEndpoint(callCurrentContract, { auth: 'required' }, async (_payload, caller) => {
    const now = ctx.clock.now();
    const since = now - MISSED_RING_RECALL_MS;
    const ringing = await ringingCallFor(db, caller.uid);
    const row = ringing ?? (await lastMissedCallFor(db, caller.uid, since));
    const signals = row === undefined ? [] : await signalsOf(db, row, now);
    // The end of the user's last call, as that side was told, unless it is the missed call's above.
    const ended = await lastEndedCallOf(db, caller.uid, since);
    if (ended !== undefined && ended.id !== row?.id) signals.push(await endedSignalFor(db, ended, caller.uid));
    return { ok: RESULT_SUCCESS, data: { signals } };
  });
};

/** The end of `row` as party `uid` was told it. */
async function endedSignalFor(db: CallsDatabase, row: CallRow, uid: number): Promise<CallSignal> {
  const users = await findUsers(db, [row.caller_uid, row.callee_uid]);
  const names = { caller: users.get(row.caller_uid)?.nickname ?? '', callee: users.get(row.callee_uid)?.nickname ?? '' };
  return endedSignal(row, row.caller_uid === uid ? 'caller' : 'callee', names);
}

/** What the callee was (or is being) told about `row`, as the pushes worded it. */
async function signalsOf(db: CallsDatabase, row: CallRow, now: number): Promise<CallSignal[]> {
  const users = await findUsers(db, [row.caller_uid, row.callee_uid]);
  const caller = users.get(row.caller_uid);
  if (caller === undefined) return [];
  const ring = ringSignal(row, callPeerOf(caller, now));
  if (row.status !== 'ended') return [ring];
  return [ring, endedSignal(row, 'callee', { caller: caller.nickname, callee: users.get(row.callee_uid)?.nickname ?? '' })];
}
