import { USER_UPDATE_SUB, userUpdate } from '../../src/application/contracts/user/user-update.js';
import type { AppContext } from '../context.js';
import { addFreeCallMinutes } from './free-minutes-queries.js';

export type GrantFreeMinutesDeps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log'>;

/**
 * Grants free call minutes (an operator's grant; the VIP benefit is granted with the VIP
 * order, in its transaction) and tells the user's sessions (type 7, call_free_min), which
 * reload /profile/init: the free-call reminder then offers them. Null for no such user.
 */
export async function grantFreeMinutes(deps: GrantFreeMinutesDeps, uid: number, minutes: number): Promise<number | null> {
  const total = await addFreeCallMinutes(deps.db, uid, minutes, deps.clock.now());
  if (total === null) return null;
  await deps.realtime.publisher
    .publishToUser(uid, userUpdate(uid, USER_UPDATE_SUB.callFreeMinutes))
    .catch((error: unknown) => deps.log.warn({ err: error, uid }, 'free minutes: the user update was not published'));
  return total;
}
