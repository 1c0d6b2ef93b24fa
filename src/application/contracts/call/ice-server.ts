import { z } from 'zod';

/**
 * One entry of `RTCConfiguration.iceServers`: a STUN or TURN server. TURN entries carry
 * time-limited credentials (the coturn REST scheme), so a client asks for fresh ones with
 * every call it starts or answers.
 */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export type IceServer = z.infer<typeof iceServerSchema>;
