import { z } from 'zod';
import { CALL_ACTION_TYPE, REALTIME_MESSAGE_TYPE } from '../../../domain';
import { callPeerSchema } from './call-peer';
import { callRoomTypeSchema, callTypeSchema, roomIdSchema } from './call-room';

/**
 * Call signals (realtime type 3): what the server tells the parties of a call, and the
 * WebRTC offers, answers and candidates the parties relay to each other through it.
 * A party publishes `{ type: 3, event: 'signal', room_id, data }` to its own outbox; the
 * server forwards it to the other party with `from_uid`, and only during the call.
 */
const signal = <E extends string, S extends z.ZodRawShape>(event: E, shape: S) =>
  z.object({ type: z.literal(REALTIME_MESSAGE_TYPE.callSignal), event: z.literal(event), room_id: roomIdSchema, ...shape });

export const callSignalSchema = z.discriminatedUnion('event', [
  /** To the callee of a call (a match call comes as a match event, type 4 key 1). */
  signal('ring', {
    action: z.literal(CALL_ACTION_TYPE.call),
    room_type: callRoomTypeSchema,
    call_type: callTypeSchema,
    live_id: z.number().int().nonnegative(),
    user_info: callPeerSchema,
    price_per_min: z.number().int().nonnegative(),
    free_seconds: z.number().int().nonnegative(),
  }),
  /** To the caller: the callee picked up; start the peer connection. */
  signal('answered', { action: z.literal(CALL_ACTION_TYPE.answer) }),
  /** To both: media flows, the call timer starts at `connected_at` (server ms). */
  signal('connected', { connected_at: z.number().int().nonnegative() }),
  /** To the caller: minute `minute` was charged at its start; `coins` is the call's total. */
  signal('billed', {
    minute: z.number().int().positive(),
    coins: z.number().int().nonnegative(),
    balance: z.number().int().nonnegative(),
    /** Coins the payer's own spending limits still allow (issue #19); null or absent: no limit. */
    limit_left: z.number().int().nonnegative().nullable().optional(),
  }),
  /** To both: the call is over (reason 1 … 8) with the receiver's notice text. */
  signal('ended', {
    reason: z.number().int().min(1).max(8),
    hangup_tips: z.string(),
    connected_s: z.number().int().nonnegative(),
    coins: z.number().int().nonnegative(),
  }),
  /** WebRTC negotiation relayed between the parties; `data` is the SDP or candidate. */
  signal('signal', { from_uid: z.number().int().positive().optional(), data: z.unknown() }),
]);

export type CallSignal = z.infer<typeof callSignalSchema>;
