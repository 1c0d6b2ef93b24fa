import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import { MS_PER_SECOND, RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { nextCursor, type MessageCursor } from '../../src/domain/messages/message-cursor.js';
import { bannedInfoOf, currentUserOf } from '../accounts/current-user.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AppContext } from '../context.js';
import { loadUser } from '../init/load-user.js';
import { messagesAfter } from './messages-after.js';
import { pendingPayEvents } from '../payments/pay-events.js';

/** Ours: messages one /msg/sync answer carries at most; `has_more` asks for the next page. */
export const MSG_SYNC_PAGE_SIZE = 200;

/** This product has no lucky wheel: no free spins, ever. */
const NO_WHEEL_CHANCES = 0;

/**
 * /msg/sync (000 §7): the account state and the messages after the cursor, one page at
 * a time. The cursor comes back advanced past the page (nextCursor), unchanged when the
 * page is empty.
 */
export const msgSyncEndpoint = (ctx: Pick<AppContext, 'db' | 'clock' | 'freeCoins'>) =>
  defineEndpoint(msgSyncContract, { auth: 'required' }, async (payload, caller) => {
    const user = await loadUser(ctx.db, caller.uid);
    if (user === undefined) return refuse(RESULT_LOGOUT, 'This account no longer exists');
    const cursor: MessageCursor = {
      mtime: payload.last_sync_mtime ?? (payload.ctime ?? 0) * MS_PER_SECOND,
      id: payload.last_sync_id ?? 0,
    };
    const [page, payEvents, freeCoins] = await Promise.all([
      messagesAfter(ctx.db, caller.uid, cursor, MSG_SYNC_PAGE_SIZE + 1),
      pendingPayEvents(ctx.db, caller.uid),
      ctx.freeCoins.claimable(caller.uid),
    ]);
    const list = page.slice(0, MSG_SYNC_PAGE_SIZE);
    const next = nextCursor(cursor, list) ?? cursor;
    const now = ctx.clock.now();
    return {
      ok: RESULT_SUCCESS,
      data: {
        user_info: currentUserOf(user, now),
        free_coins: freeCoins,
        banned_infos: bannedInfoOf(user, now),
        wheel_free_chance: NO_WHEEL_CHANCES,
        pay_event_list: payEvents,
        last_sync_mtime: next.mtime,
        last_sync_id: next.id,
        list,
        has_more: page.length > MSG_SYNC_PAGE_SIZE ? (1 as const) : (0 as const),
      },
    };
  });
