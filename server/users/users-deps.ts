import type { AppContext } from '../context.js';

/**
 * What the users endpoints are built with (users-module.ts makes it once). The two call
 * questions are the calls module's to answer: users never reads the call tables.
 */
export interface UsersDeps extends Pick<AppContext, 'db' | 'clock' | 'realtime'> {
  /** Whether the user is in a call now (their card shows busy). */
  readonly isInCall: (uid: number) => Promise<boolean>;
  /** The other party of match call `roomId` if `uid` was in it, else null: a follow from that call sends the heart. */
  readonly matchPeerOf: (roomId: number, uid: number) => Promise<number | null>;
}
