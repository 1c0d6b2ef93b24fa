import { z } from 'zod';
import { CALL_ROOM_TYPE, CALL_TYPE } from '../../../domain';
import { callPeerSchema } from './call-peer';
import { iceServerSchema } from './ice-server';

export const callTypeSchema = z.union([z.literal(CALL_TYPE.video), z.literal(CALL_TYPE.voice)]);
export const callRoomTypeSchema = z.union([z.literal(CALL_ROOM_TYPE.call), z.literal(CALL_ROOM_TYPE.match)]);
/** A call's room id: the call's row id on the server. */
export const roomIdSchema = z.number().int().positive();
/** The server's call phases (src/domain/calls/call-session.ts). */
export const callPhaseSchema = z.enum(['ringing', 'answered', 'connected', 'ended']);

/**
 * A call as one party sees it when it starts or answers: who the other side is, the rate
 * locked at the start, and the ICE servers (with fresh TURN credentials) for the peer
 * connection.
 */
export const callRoomSchema = z.object({
  room_id: roomIdSchema,
  room_type: callRoomTypeSchema,
  call_type: callTypeSchema,
  /** The live room the call came from, 0 for none. */
  live_id: z.number().int().nonnegative(),
  role: z.enum(['caller', 'callee']),
  status: callPhaseSchema,
  /** Coins per started minute after the free period, paid by the caller; 0 = a free call. */
  price_per_min: z.number().int().nonnegative(),
  free_seconds: z.number().int().nonnegative(),
  user_info: callPeerSchema,
  ice_servers: z.array(iceServerSchema),
});

export type CallRoom = z.infer<typeof callRoomSchema>;
/** The payload of every call that acts on one room. */
export const roomPayloadSchema = z.object({ room_id: roomIdSchema });
