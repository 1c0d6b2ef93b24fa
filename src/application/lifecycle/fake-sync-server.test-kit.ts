import { compareCursor, type MessageCursor } from '../../domain/messages';
import type { SyncMessage } from '../contracts/msg/sync-message';
import { createScriptedHttp, testUser, type ScriptedAnswer } from '../session/session-test-kit';

/** A message of the fake server's store: what the cursor orders by, with the rest filled in. */
export function syncMessage(id: number, mtime: number): SyncMessage {
  return { id, chat_id: 1, chat_type: 1, send_uid: 2, mtime, ctime: Math.floor(mtime / 1000), msg_type: 1, msg_content: '{}', msg_status: 0, client_msg_id: null };
}

/**
 * /msg/sync and /msg/sync-ack as the server answers them (server/sync/msg-sync.endpoint.ts),
 * over an in-memory list: pages of `pageSize` strictly after the cursor in (mtime, id)
 * order. `failNext` makes the next sync call fail as if offline.
 */
export function createFakeSyncServer(pageSize: number) {
  const messages: SyncMessage[] = [];
  const acks: MessageCursor[] = [];
  let failures = 0;
  const { http, sent } = createScriptedHttp({
    '/msg/sync': (payload): ScriptedAnswer => {
      if (failures > 0) {
        failures -= 1;
        return { error: { code: 'API.NETWORK', msg: 'offline' } };
      }
      const cursor = { mtime: Number(payload.last_sync_mtime ?? 0), id: Number(payload.last_sync_id ?? 0) };
      const after = messages.filter((m) => compareCursor(m, cursor) > 0).sort(compareCursor);
      const list = after.slice(0, pageSize);
      const last = list.at(-1) ?? cursor;
      return {
        data: {
          user_info: testUser(1), free_coins: 0, banned_infos: null, wheel_free_chance: 0, pay_event_list: [],
          last_sync_mtime: last.mtime, last_sync_id: last.id, list, has_more: after.length > pageSize ? 1 : 0,
        },
      };
    },
    '/msg/sync-ack': (payload): ScriptedAnswer => {
      acks.push({ mtime: Number(payload.last_sync_mtime), id: Number(payload.last_sync_id) });
      return { code: 1 };
    },
  });
  return {
    http,
    sent,
    acks,
    add: (...added: SyncMessage[]) => messages.push(...added),
    failNext: (count = 1) => (failures = count),
    syncCalls: () => sent.filter((s) => s.path === '/msg/sync').length,
  };
}
