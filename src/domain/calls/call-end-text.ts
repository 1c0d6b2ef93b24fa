import type { CallEndReason } from './call-codes';
import type { CallDirection } from './call-history';
import { CALL_END_REASON } from './call-codes';

/** i18n keys of the call-end notices (spec 000 §8, 001 §4). */
export type CallEndTextKey =
  | 'call.end.declinedBy'
  | 'call.end.declined'
  | 'call.end.busy'
  | 'call.end.blocked'
  | 'call.end.missed'
  | 'call.end.network'
  | 'call.end.requestFailed'
  | 'call.end.insufficientBalance'
  | 'call.end.spendLimit'
  | 'call.end.maintenance'
  | 'call.end.cancelled'
  | 'call.end.ended';

/**
 * English texts of the keys, the source for `locales/en.json`. The request-failed,
 * network, declined-by, busy ("may be busy, try later") and balance texts are the spec's
 * wording; the spec names "missed" as a call state without a sentence, so the missed,
 * declined, cancelled and ended sentences are ours.
 */
export const CALL_END_TEXTS_EN: Readonly<Record<CallEndTextKey, string>> = {
  'call.end.declinedBy': 'Call declined by {{name}}',
  'call.end.declined': 'Call declined',
  'call.end.busy': 'The other user may be busy. Try again later.',
  // Ours: a block stands between the two (either way); it does not say who blocked whom.
  'call.end.blocked': "You can't call this user.",
  'call.end.missed': 'Missed call from {{name}}',
  'call.end.network': 'Call ended, the network is unavailable. Try again later.',
  'call.end.requestFailed': 'Call ended, and the request failed. Try again later.',
  'call.end.insufficientBalance': 'Call ended due to insufficient balance',
  // Ours (issue #19): the limit is one the payer set, so the text says so rather than blaming the balance.
  'call.end.spendLimit': 'Call ended: you reached the spending limit you set',
  // Ours (issue #19): true for both sides — the payer's unfinished minute is refunded, the callee never paid.
  'call.end.maintenance': 'Call ended for scheduled maintenance. The unfinished minute is not charged.',
  'call.end.cancelled': 'Call cancelled',
  'call.end.ended': 'Call ended',
};

/** Keys whose text names the other user. */
const NAMED_KEYS: ReadonlySet<CallEndTextKey> = new Set(['call.end.declinedBy', 'call.end.missed']);

export interface CallEndText {
  readonly key: CallEndTextKey;
  /** Interpolation values; only the declined-by and missed texts name the other user. */
  readonly params?: { readonly name: string };
}

/** Who ended the call, seen from the device that shows the text. */
export type CallEndedBy = 'self' | 'other';

/** Everything that decides the wording besides the reason: which side reads it, and how far the call got. */
export interface CallEndContext {
  readonly peerName: string;
  /** `outgoing`: the caller (who also pays); `incoming`: the callee. */
  readonly direction: CallDirection;
  readonly endedBy: CallEndedBy;
  /** Whether the callee had answered before the end; a ring that stops unanswered reads differently. */
  readonly answered: boolean;
}

/*
 * Each reason for each side (ours, from the spec's texts):
 *
 * | reason            | caller (outgoing)                  | callee (incoming)                       |
 * |-------------------|------------------------------------|-----------------------------------------|
 * | 1 cancel          | cancelled                          | missed (unanswered), else ended         |
 * | 2 refuse          | declined by {name}; self: declined | declined                                |
 * | 3 user / 4 host   | ended                              | ended                                   |
 * | 5 balance         | insufficient balance (the payer)   | ended (not their coins)                 |
 * | 9 spend limit     | the limit you set (the payer)      | ended (not their limit)                 |
 * | 10 maintenance    | maintenance, minute not charged    | maintenance, minute not charged         |
 * | 6 heartbeat       | network                            | network                                 |
 * | 7 system          | request failed                     | request failed                          |
 * | 8 timeout ringing | may be busy                        | missed                                  |
 * | 8 timeout answered| network (media never came up)      | network                                 |
 */
function keyFor(reason: CallEndReason, c: CallEndContext): CallEndTextKey {
  const caller = c.direction === 'outgoing';
  switch (reason) {
    case CALL_END_REASON.cancel:
      if (caller) return 'call.end.cancelled';
      return c.answered || c.endedBy === 'self' ? 'call.end.ended' : 'call.end.missed';
    case CALL_END_REASON.refuse:
      return caller && c.endedBy === 'other' ? 'call.end.declinedBy' : 'call.end.declined';
    case CALL_END_REASON.userEnd:
    case CALL_END_REASON.hostEnd:
      return 'call.end.ended';
    case CALL_END_REASON.balance:
      return caller ? 'call.end.insufficientBalance' : 'call.end.ended';
    case CALL_END_REASON.spendLimit:
      return caller ? 'call.end.spendLimit' : 'call.end.ended';
    case CALL_END_REASON.maintenance:
      return 'call.end.maintenance';
    case CALL_END_REASON.heartbeat:
      return 'call.end.network';
    case CALL_END_REASON.system:
      return 'call.end.requestFailed';
    case CALL_END_REASON.timeout:
      if (c.answered) return 'call.end.network';
      return caller ? 'call.end.busy' : 'call.end.missed';
  }
}

/** The notice shown to one side when a call ends. */
export function callEndText(reason: CallEndReason, context: CallEndContext): CallEndText {
  const key = keyFor(reason, context);
  return NAMED_KEYS.has(key) ? { key, params: { name: context.peerName } } : { key };
}
