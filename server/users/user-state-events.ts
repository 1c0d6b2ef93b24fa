import type { ErrorReporter } from '../logging/error-reporter.js';
import { onlineStatusOf, userOnlineStateMessage } from '../../src/domain/calls/user-state.js';
import type { CallEvent } from '../calls/calls-service.js';
import type { CallsDatabase } from '../calls/call-tables.js';
import { KeyedLock } from '../calls/keyed-lock.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

export interface UserStateEventsDeps {
  readonly db: CallsDatabase;
  readonly publisher: RealtimePublisher;
  /** The call service's events: a call starting makes both parties busy, its end frees them. */
  readonly onCallEvent: (listener: (event: CallEvent) => void) => () => void;
  readonly onError: ErrorReporter;
}

/**
 * Who hears a user's online state (type 7): their followers and the users who have a
 * chat with them — the people whose user page, inbox row or chat header shows that user.
 * Ours: the simplest audience that covers those screens without a subscription protocol.
 */
export async function userStateAudience(db: CallsDatabase, uid: number): Promise<number[]> {
  const [followers, chatPeers] = await Promise.all([
    db.selectFrom('follows').select('follower_uid as uid').where('followee_uid', '=', uid).execute(),
    db.selectFrom('chat_members').select('uid').where('peer_uid', '=', uid).execute(),
  ]);
  return [...new Set([...followers, ...chatPeers].map((row) => row.uid))].filter((other) => other !== uid);
}

/** The user's status now, read from the same facts /user/info reads; null for an unknown user. */
async function currentStatus(db: CallsDatabase, uid: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => ['is_rest', 'hide_online', eb.exists(eb.selectFrom('call_presence').select('uid').where('uid', '=', uid)).as('in_call')])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row === undefined ? null : onlineStatusOf({ inCall: Boolean(row.in_call), isRest: row.is_rest, hideOnline: row.hide_online });
}

/** Publishes the user's current online status to their audience. */
export async function publishUserState(deps: Pick<UserStateEventsDeps, 'db' | 'publisher'>, uid: number): Promise<void> {
  const status = await currentStatus(deps.db, uid);
  if (status === null) return;
  const message = userOnlineStateMessage(uid, status);
  const audience = await userStateAudience(deps.db, uid);
  await Promise.all(audience.map((to) => deps.publisher.publishToUser(to, { ...message })));
}

/**
 * Busy and back (type 7): when a call starts or ends, both parties' status as it is now
 * (read, not assumed, so a late event never reports a stale state). Offline is not
 * published: the broker keeps no connection presence yet. Returns the stop function.
 */
export function startUserStateEvents(deps: UserStateEventsDeps): () => void {
  // One publish at a time per user, so "busy" and "back" arrive in the order they happened.
  const lock = new KeyedLock();
  return deps.onCallEvent((event) => {
    for (const uid of [event.call.caller_uid, event.call.callee_uid]) {
      lock.run(uid, () => publishUserState(deps, uid)).catch((error: unknown) => deps.onError(error, { task: 'publish online status', uid }));
    }
  });
}
