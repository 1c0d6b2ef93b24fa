import { CALL_END_REASON } from '../constants';
import type { CallEndReason } from './call-codes';

/** i18n keys of the call-end notices (spec 000 §8). */
export type CallEndTextKey =
  | 'call.end.declinedBy'
  | 'call.end.busy'
  | 'call.end.network'
  | 'call.end.requestFailed'
  | 'call.end.insufficientBalance'
  | 'call.end.cancelled'
  | 'call.end.ended';

/**
 * English texts of the keys, the source for `locales/en.json`. The request-failed,
 * network, declined and balance texts are the spec's wording; the others are ours.
 */
export const CALL_END_TEXTS_EN: Readonly<Record<CallEndTextKey, string>> = {
  'call.end.declinedBy': 'Call declined by {{name}}',
  'call.end.busy': 'The other user may be busy. Try again later.',
  'call.end.network': 'Call ended, the network is unavailable. Try again later.',
  'call.end.requestFailed': 'Call ended, and the request failed. Try again later.',
  'call.end.insufficientBalance': 'Call ended due to insufficient balance',
  'call.end.cancelled': 'Call cancelled',
  'call.end.ended': 'Call ended',
};

export interface CallEndText {
  readonly key: CallEndTextKey;
  /** Interpolation values; only the declined text names the other user. */
  readonly params?: { readonly name: string };
}

/** Who ended the call, seen from the device that shows the text. */
export type CallEndedBy = 'self' | 'other';

const BY_REASON: Readonly<Record<CallEndReason, CallEndTextKey>> = {
  [CALL_END_REASON.cancel]: 'call.end.cancelled',
  [CALL_END_REASON.refuse]: 'call.end.declinedBy',
  [CALL_END_REASON.userEnd]: 'call.end.ended',
  [CALL_END_REASON.hostEnd]: 'call.end.ended',
  [CALL_END_REASON.balance]: 'call.end.insufficientBalance',
  // A lost heartbeat means one side dropped off the network.
  [CALL_END_REASON.heartbeat]: 'call.end.network',
  [CALL_END_REASON.system]: 'call.end.requestFailed',
  // Nobody answered before the ring timed out: the spec's "may be busy" notice.
  [CALL_END_REASON.timeout]: 'call.end.busy',
};

/**
 * The notice shown when a call ends. The one who cancelled, declined or hung up is not
 * told "declined by …" about themselves: their own action reads as cancelled or ended.
 */
export function callEndText(reason: CallEndReason, peerName: string, endedBy: CallEndedBy = 'other'): CallEndText {
  if (endedBy === 'self') return { key: reason === CALL_END_REASON.cancel ? 'call.end.cancelled' : 'call.end.ended' };
  const key = BY_REASON[reason];
  return key === 'call.end.declinedBy' ? { key, params: { name: peerName } } : { key };
}
