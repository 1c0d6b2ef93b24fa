import { msgListContract } from '../../src/application/contracts/msg/list.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { flag } from './chat-users.js';
import { inboxPage } from './inbox-page.js';
import { unreadTotals } from './unread-totals.js';
import type { MessagesDeps } from './messages-deps.js';

/** A cursor without its chat id sits after every chat of its mtime (the older client form). */
const AFTER_EVERY_CHAT = Number.MAX_SAFE_INTEGER;

/** /msg/list (001 §7): a page of the inbox tab, the cursor of the next page, and the unread badges. */
export const msgListEndpoint = ({ db, clock, presence }: Pick<MessagesDeps, 'db' | 'clock' | 'presence'>) =>
  defineEndpoint(msgListContract, { auth: 'required' }, async (payload, caller) => {
    const cursorMtime = payload.last_sync_mtime ?? 0;
    const before = cursorMtime > 0 ? { mtime: cursorMtime, chatId: payload.last_chat_id ?? AFTER_EVERY_CHAT } : null;
    const [page, totals] = await Promise.all([
      inboxPage(db, presence, caller.uid, { tab: payload.type, before, changedAfter: payload.top_mtime ?? 0 }, clock.now()),
      unreadTotals(db, caller.uid),
    ]);
    const last = page.items.at(-1);
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: page.items,
        has_more: flag(page.hasMore),
        last_sync_mtime: last?.mtime ?? cursorMtime,
        last_chat_id: last?.chat_id ?? payload.last_chat_id ?? 0,
        unread: totals.unread,
        follow_unread: totals.follow_unread,
      },
    };
  });
