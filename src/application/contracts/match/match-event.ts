import { z } from 'zod';
import { CALL_ACTION_TYPE, REALTIME_MESSAGE_TYPE } from '../../../domain';
import { callPeerSchema } from '../call/call-peer';
import { callTypeSchema, roomIdSchema } from '../call/call-room';

/** `key` of match events (type 4, 000 §4): an incoming match call, stop matching, a follow heart. */
export const MATCH_EVENT_KEY = { incomingCall: 1, stopMatching: 9, followHeart: 10 } as const;

const event = <K extends number, S extends z.ZodRawShape>(key: K, shape: S) =>
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPE.match), key: z.literal(key), ...shape });

/** Why matching stopped (key 9). */
export const MATCH_STOP_REASONS = ['closed', 'expired', 'call', 'balance'] as const;
export type MatchStopReason = (typeof MATCH_STOP_REASONS)[number];

/**
 * Match events (realtime type 4, keys of 000 §4). Key 1 reaches both sides of a new match:
 * the callee with action 3 (match-accept: answer it with /call/answer), the caller with
 * action 4 (match-connect: wait for the answer). The match call then runs as any call
 * (type-3 signals, /call/* calls) with room type 2.
 */
export const matchEventSchema = z.discriminatedUnion('key', [
  event(MATCH_EVENT_KEY.incomingCall, {
    room_id: roomIdSchema,
    action: z.union([z.literal(CALL_ACTION_TYPE.matchAccept), z.literal(CALL_ACTION_TYPE.matchConnect)]),
    call_type: callTypeSchema,
    user_info: callPeerSchema,
    price_per_min: z.number().int().nonnegative(),
    free_seconds: z.number().int().nonnegative(),
    /** Free matches left after this one. */
    match_free_count: z.number().int().nonnegative(),
  }),
  event(MATCH_EVENT_KEY.stopMatching, { reason: z.enum(MATCH_STOP_REASONS) }),
  /** The other party of the match call followed this user: show the heart. */
  event(MATCH_EVENT_KEY.followHeart, { from_uid: z.number().int().positive(), room_id: roomIdSchema }),
]);

export type MatchEvent = z.infer<typeof matchEventSchema>;
