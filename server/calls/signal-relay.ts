import type { ErrorReporter } from '../logging/error-reporter.js';
import { z } from 'zod';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { CallNotices } from './call-notices.js';
import { findCall } from './call-repository.js';
import { partyOf, peerUidOf } from './call-row.js';
import type { CallRow, CallsDatabase } from './call-tables.js';

/**
 * A party the server itself plays (a demo host's camera, server/calls/demo-host-camera.ts):
 * the signals meant for it come here instead of going out through the broker, and it
 * replies to the other party through the same relay.
 */
export interface ServerPlayedParty {
  plays(uid: number): Promise<boolean>;
  receive(row: CallRow, data: unknown, reply: (data: unknown) => Promise<void>): void;
}

/** Ours: the largest WebRTC negotiation message relayed (an SDP offer is a few KB). */
const MAX_SIGNAL_CHARS = 64 * 1024;

const outgoingSignal = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.callSignal),
  event: z.literal('signal'),
  room_id: z.number().int().positive(),
  data: z.unknown(),
});

/**
 * Relays WebRTC offers, answers and ICE candidates between the two parties of a call:
 * a party publishes `{ type: 3, event: 'signal', room_id, data }` to its own outbox (the
 * broker vouches for the sender) and the other party gets it with `from_uid`. Nothing is
 * relayed for someone outside the call, for an ended call, or above the size cap.
 */
export function startSignalRelay(db: CallsDatabase, publisher: RealtimePublisher, onError: ErrorReporter, played?: ServerPlayedParty): () => void {
  const notices = new CallNotices(publisher, onError);
  return publisher.onUserMessage((sender, message) => {
    const signal = outgoingSignal.safeParse(message);
    const fromUid = Number(sender);
    if (!signal.success || !Number.isSafeInteger(fromUid)) return;
    if ((JSON.stringify(signal.data.data) ?? '').length > MAX_SIGNAL_CHARS) return;
    void (async () => {
      const row = await findCall(db, signal.data.room_id);
      const party = row === undefined ? null : partyOf(row, fromUid);
      if (row === undefined || party === null || row.status === 'ended') return;
      const toUid = peerUidOf(row, party);
      if (played !== undefined && (await played.plays(toUid))) {
        played.receive(row, signal.data.data, (data) => notices.relay(fromUid, row.id, toUid, data));
        return;
      }
      await notices.relay(toUid, row.id, fromUid, signal.data.data);
    })().catch(onError);
  });
}
