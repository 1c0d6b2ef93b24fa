import type { Kysely } from 'kysely';
import { USER_UPDATE_SUB, userUpdate, type UserUpdateSub } from '../../src/application/contracts/user/user-update.js';
import { levelOf } from '../../src/domain/profile/level.js';
import { KeyedLock } from '../calls/keyed-lock.js';
import type { Database } from '../db/schema.js';
import { uidOfAccount, type Ledger } from '../ledger/ledger-types.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

export interface AccountUpdatesDeps {
  readonly db: Kysely<Database>;
  readonly publisher: RealtimePublisher;
  readonly onError: ErrorReporter;
}

/**
 * Tells a user's own sessions that something about their account changed (type 7 account
 * update, 000 §7), on which the app reloads /profile/init. Best effort after the change is
 * stored: a lost push is repaired by the next init.
 */
export function tellAccount(deps: AccountUpdatesDeps, uid: number, ...subs: readonly UserUpdateSub[]): Promise<void> {
  return Promise.all(subs.map((sub) => deps.publisher.publishToUser(uid, userUpdate(uid, sub))))
    .then(() => undefined)
    .catch((error: unknown) => deps.onError(error, { task: 'publish account update', uid, subs: subs.join(',') }));
}

/**
 * A follow began or ended: the followed user's fan count moved (`counts`) and so did how
 * the two stand with each other (`friend_status`: following, mutual, none), for both.
 */
export async function tellFollowChanged(deps: AccountUpdatesDeps, follower: number, followee: number): Promise<void> {
  await Promise.all([tellAccount(deps, followee, USER_UPDATE_SUB.counts, USER_UPDATE_SUB.friendStatus), tellAccount(deps, follower, USER_UPDATE_SUB.friendStatus)]);
}

/**
 * The level follows the coins a user moved (levelOf): after every transfer of the ledger,
 * each user account in it gets its stored level brought up to date and, when it changed,
 * a `level` update. One check at a time per user, so two transfers never race the write.
 * Returns the stop function.
 */
export function startLevelUpdates(deps: AccountUpdatesDeps & { readonly ledger: Pick<Ledger, 'onTransfer' | 'coinsMovedBy'> }): () => void {
  const lock = new KeyedLock();
  const check = async (uid: number) => {
    const level = levelOf(await deps.ledger.coinsMovedBy(uid));
    const changed = await deps.db.updateTable('users').set({ level }).where('uid', '=', uid).where('level', '<>', level).executeTakeFirst();
    if (changed.numUpdatedRows > 0n) await tellAccount(deps, uid, USER_UPDATE_SUB.level);
  };
  return deps.ledger.onTransfer((receipt) => {
    for (const account of [receipt.from, receipt.to]) {
      const uid = uidOfAccount(account);
      if (uid !== null) lock.run(uid, () => check(uid)).catch((error: unknown) => deps.onError(error, { task: 'level update', uid }));
    }
  });
}
