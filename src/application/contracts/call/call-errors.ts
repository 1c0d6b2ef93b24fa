/**
 * `msg` of the expected refusals of the call and match calls (ok −1). They are stable
 * codes the client maps to texts; `noCallSelf` is the spec's own message key (000 §5).
 */
export const CALL_ERROR = {
  self: 'noCallSelf',
  busy: 'CALL.BUSY',
  /** A block stands between the two users, whoever blocked whom. */
  blocked: 'CALL.BLOCKED',
  inCall: 'CALL.IN_CALL',
  notFound: 'CALL.NOT_FOUND',
  notParty: 'CALL.NOT_PARTY',
  ended: 'CALL.ENDED',
  notAnswered: 'CALL.NOT_ANSWERED',
  userNotFound: 'USER.NOT_FOUND',
  insufficient: 'COINS.INSUFFICIENT',
  /** The caller reached a spending limit they set (issue #19). */
  spendLimit: 'SPEND.LIMIT',
} as const;

export type CallErrorCode = (typeof CALL_ERROR)[keyof typeof CALL_ERROR];
