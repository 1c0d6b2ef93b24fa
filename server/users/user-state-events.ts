import type { Kysely } from 'kysely';
import { onlineStatusOf, userOnlineStateMessage } from '../../src/domain/calls/user-state.js';
import type { CallsService } from '../calls/calls-service.js';
import { KeyedLock } from '../calls/keyed-lock.js';
import type { Database } from '../db/schema.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { PresenceStore } from '../presence/presence-store.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

export interface UserStateEventsDeps {
  readonly db: Kysely<Database>;
  readonly publisher: RealtimePublisher;
  /** The calls module's service: a call starting makes both parties busy, its end frees them. */
  readonly calls: Pick<CallsService, 'onEvent' | 'isInCall'>;
  /** Who is connected: coming online and going offline (after the grace period) are published too. */
  readonly presence: Pick<PresenceStore, 'isConnected' | 'onChange'>;
  readonly onError: ErrorReporter;
}

/**
 * Who hears a user's online state (type 7): their followers and the users who have a
 * chat with them — the people whose user page, inbox row or chat header shows that user.
 * Ours: the simplest audience that covers those screens without a subscription protocol.
 */
export async function userStateAudience(db: Kysely<Database>, uid: number): Promise<number[]> {
  const [followers, chatPeers] = await Promise.all([
    db.selectFrom('follows').select('follower_uid as uid').where('followee_uid', '=', uid).execute(),
    db.selectFrom('chat_members').select('uid').where('peer_uid', '=', uid).execute(),
  ]);
  return [...new Set([...followers, ...chatPeers].map((row) => row.uid))].filter((other) => other !== uid);
}

/** The user's status now, read from the same facts /user/info reads; null for an unknown user. */
async function currentStatus(deps: Pick<UserStateEventsDeps, 'db' | 'calls' | 'presence'>, uid: number) {
  const [row, inCall, connected] = await Promise.all([
    deps.db.selectFrom('users').select(['is_rest', 'hide_online', 'is_demo']).where('uid', '=', uid).executeTakeFirst(),
    deps.calls.isInCall(uid),
    deps.presence.isConnected(uid),
  ]);
  return row === undefined ? null : onlineStatusOf({ connected: connected || row.is_demo, inCall, isRest: row.is_rest, hideOnline: row.hide_online });
}

/** Publishes the user's current online status to their audience. */
export async function publishUserState(deps: Pick<UserStateEventsDeps, 'db' | 'publisher' | 'calls' | 'presence'>, uid: number): Promise<void> {
  const status = await currentStatus(deps, uid);
  if (status === null) return;
  const message = userOnlineStateMessage(uid, status);
  const audience = await userStateAudience(deps.db, uid);
  await Promise.all(audience.map((to) => deps.publisher.publishToUser(to, { ...message })));
}

/**
 * Online status updates (type 7): when a call starts or ends, both parties' status, and
 * when a user comes online or goes offline (presence, after its grace period), theirs —
 * each as it is now (read, not assumed, so a late event never reports a stale state).
 * Returns the stop function.
 */
export function startUserStateEvents(deps: UserStateEventsDeps): () => void {
  // One publish at a time per user, so "busy" and "back" arrive in the order they happened.
  const lock = new KeyedLock();
  const publish = (uid: number) => {
    lock.run(uid, () => publishUserState(deps, uid)).catch((error: unknown) => deps.onError(error, { task: 'publish online status', uid }));
  };
  const stopCalls = deps.calls.onEvent((event) => {
    for (const uid of [event.call.caller_uid, event.call.callee_uid]) publish(uid);
  });
  const stopPresence = deps.presence.onChange((uid) => publish(uid));
  return () => {
    stopCalls();
    stopPresence();
  };
}
