/**
 * What travels in a type-3 `signal`'s `data` between the two media ends of a call: a
 * session description or an ICE candidate. The browser's call media (webrtc-call.ts) and
 * the demo hosts' camera in the server (server/calls/demo-host-camera.ts) both speak it.
 */
export type CallNegotiation =
  | { readonly kind: 'description'; readonly description: { readonly type: 'offer' | 'answer' | 'pranswer' | 'rollback'; readonly sdp?: string } }
  | { readonly kind: 'candidate'; readonly candidate: { readonly candidate?: string; readonly sdpMid?: string | null; readonly sdpMLineIndex?: number | null; readonly usernameFragment?: string | null } };

/** The negotiation in a relayed signal's `data`, or null for anything else. */
export function negotiationOf(data: unknown): CallNegotiation | null {
  if (typeof data !== 'object' || data === null || !('kind' in data)) return null;
  if (data.kind === 'description' && 'description' in data && typeof data.description === 'object' && data.description !== null) return data as CallNegotiation;
  if (data.kind === 'candidate' && 'candidate' in data && typeof data.candidate === 'object' && data.candidate !== null) return data as CallNegotiation;
  return null;
}
