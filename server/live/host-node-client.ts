import type { Clock } from '../context.js';
import { NODE_SIGNATURE_HEADER, signForward } from './node-signature.js';

/** Where a node takes the live-media signalling forwarded to it (`/internal/live-media/<op>`). */
export const LIVE_MEDIA_FORWARD_PATH = '/internal/live-media';
/**
 * How long a forwarded step may take before the host's node counts as gone: a subscription
 * is one werift offer (its candidates gathered on loopback interfaces, milliseconds), so a
 * node that has not answered in this long is dead or unreachable, and the viewer is told so
 * instead of waiting for its own request to time out.
 */
export const FORWARD_TIMEOUT_MS = 8_000;

export type ForwardOp = 'view' | 'answer' | 'drop' | 'close';

export interface ForwardBody {
  readonly live_id: string;
  readonly viewer_uid?: string;
  readonly sdp?: string;
}

/** The host's node did not answer (killed, unreachable): the live cannot be watched through it. */
export class HostNodeGone extends Error {
  constructor(node: string, cause: unknown) {
    super(`the node holding this live's media (${node}) does not answer`, { cause });
  }
}

/** Sends one signalling step of a live to the node holding its media (ADR 0022). */
export interface HostNodeClient {
  /** Answers the host node's reply (`sdp` for a view); throws HostNodeGone when it does not answer, an Error when it refuses. */
  forward(node: string, op: ForwardOp, body: ForwardBody): Promise<{ readonly sdp?: string }>;
}

export function createHostNodeClient(key: Buffer, clock: Clock): HostNodeClient {
  return {
    async forward(node, op, body) {
      const path = `${LIVE_MEDIA_FORWARD_PATH}/${op}`;
      const text = JSON.stringify(body);
      let response: Response;
      try {
        response = await fetch(`${node}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [NODE_SIGNATURE_HEADER]: signForward(key, path, text, clock.now()) },
          body: text,
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
      } catch (error) {
        throw new HostNodeGone(node, error);
      }
      const reply = (await response.json().catch(() => ({}))) as { sdp?: string; error?: string };
      if (!response.ok) throw new Error(`${node} refused live-media ${op}: ${reply.error ?? response.status}`);
      return reply;
    },
  };
}
