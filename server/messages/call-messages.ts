import type { Kysely } from 'kysely';
import { CALL_ROOM_TYPE, CHAT_TYPE, MSG_TYPE, SEND_ORIGIN } from '../../src/domain/constants.js';
import type { CallEvent, CallsService } from '../calls/calls-service.js';
import { historyEntry } from '../calls/history-entry.js';
import type { Clock } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { Database, JsonValue } from '../db/schema.js';
import { openChat } from './chats.js';
import { addGreetCandidates } from './greet-candidates.js';
import type { Messaging } from './messaging.js';

/** A call's row as the call service's events carry it (the calls tables stay the calls module's). */
type CallRow = CallEvent['call'];

export interface CallMessagesDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly calls: Pick<CallsService, 'onEvent'>;
  readonly messaging: Messaging;
  readonly onError: ErrorReporter;
}

/**
 * The call record of a chat (msg_type 8, 001 §2 "call" bubble): the kind of call, the
 * status icon each side sees (the caller's `status`, the callee's `peer_status`: a call the
 * caller cancelled is "missed" for the callee) and the connected seconds.
 */
export function callRecordContent(row: CallRow): Record<string, JsonValue> {
  const caller = historyEntry(row, 'caller');
  const callee = historyEntry(row, 'callee');
  return { room_id: row.id, call_type: row.call_type, status: caller.status_icon, peer_status: callee.status_icon, duration: caller.duration_s };
}

/** The match-success record (msg_type 27): the chat shows the bubble and the "matched" banner. */
export function matchSuccessContent(row: CallRow): Record<string, JsonValue> {
  return { room_id: row.id, call_type: row.call_type };
}

/**
 * Writes the chat's records of calls and matches, in the caller's name (origin `system`:
 * never priced nor screened), so both sides see them in the chat and the inbox: a call that
 * ended (type 8), a match that was made (type 27) — which also puts the two on each
 * other's say-hi list. Each record is keyed by its room, so a
 * second hearing stores nothing new. Returns the stop function.
 */
export function startCallMessages(deps: CallMessagesDeps): () => void {
  async function record(row: CallRow, msgType: number, fields: Record<string, JsonValue>, key: string): Promise<void> {
    const chat = await openChat(deps.db, row.caller_uid, row.callee_uid, CHAT_TYPE.private, deps.clock.now());
    await deps.messaging.send({
      senderUid: row.caller_uid,
      chat,
      msgType,
      fields,
      clientMsgId: `${key}:${row.id}`,
      fromType: SEND_ORIGIN.call,
      origin: 'system',
    });
  }

  /** A match puts each side on the other's say-hi list (the say-hi dialog offers them, /greet/send greets them for free). */
  async function greetCandidates(row: CallRow): Promise<void> {
    const now = deps.clock.now();
    await addGreetCandidates(deps.db, row.caller_uid, [row.callee_uid], now);
    await addGreetCandidates(deps.db, row.callee_uid, [row.caller_uid], now);
  }

  function onCall(event: CallEvent): void {
    const { call } = event;
    let work: Promise<void> | null = null;
    if (event.kind === 'started' && call.room_type === CALL_ROOM_TYPE.match) work = Promise.all([record(call, MSG_TYPE.matchSuccess, matchSuccessContent(call), 'match-success'), greetCandidates(call)]).then(() => undefined);
    if (event.kind === 'ended' && call.room_type === CALL_ROOM_TYPE.call) work = record(call, MSG_TYPE.call, callRecordContent(call), 'call-record');
    work?.catch((error: unknown) => deps.onError(error, { room_id: call.id }));
  }

  return deps.calls.onEvent(onCall);
}
