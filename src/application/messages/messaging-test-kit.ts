import type { ChatUser } from '../contracts/msg/chat-user';
import type { SendAnswerData } from '../contracts/msg/send-message';
import type { SyncMessage } from '../contracts/msg/sync-message';
import type { UploadPort } from '../ports/upload.port';
import type { Schedule } from './outbox-sender';

/** A chat user as the server describes one, for messaging tests. */
export function testChatUser(uid: number, overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    uid, nickname: `user${uid}`, avatar: '', small_avatar: '', age: 26, country_code: 'ES', country_flag: '🇪🇸', level: 1,
    is_live: 0, is_follow: 0, is_followed: 0, is_black: 0, is_auth: 0, is_host: 0, sex: 1, language: 'en', speak_language: 'en',
    online_status: 1, hide_online: 0, video: 0, is_demo: 0, ...overrides,
  };
}

/** A server message of chat 7 between 1 (self) and 2. */
export function testServerMessage(id: number, overrides: Partial<SyncMessage> = {}): SyncMessage {
  const mtime = overrides.mtime ?? 1_000 * id;
  return {
    id, chat_id: 7, chat_type: 1, send_uid: 2, mtime, ctime: Math.floor(mtime / 1000), msg_type: 1,
    msg_content: JSON.stringify({ content: `m${id}` }), msg_status: 0, client_msg_id: null, ...overrides,
  };
}

/** The answer of /msg/send for a text, as the server gives it. */
export function testSendAnswer(id: number, clientMsgId: string, overrides: Partial<SendAnswerData> = {}): SendAnswerData {
  return {
    chat_id: 7, id, client_msg_id: clientMsgId, mtime: 1_000 * id, ctime: id, msg_type: 1, msg_content: JSON.stringify({ content: `m${id}` }),
    msg_index_content: '', income: 0, balance: 0, gid: 0, receive_point: 0, is_first_op: 0, send_limit_level: 0, tips: '', ...overrides,
  };
}

/** Timers the test fires by hand. */
export function manualSchedule() {
  const tasks: { task: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (task, ms) => {
    const entry = { task, ms, cancelled: false };
    tasks.push(entry);
    return () => (entry.cancelled = true);
  };
  const fire = (): void => {
    for (const entry of tasks.splice(0)) if (!entry.cancelled) entry.task();
  };
  const pending = (): number => tasks.filter((entry) => !entry.cancelled).length;
  const delays = (): number[] => tasks.filter((entry) => !entry.cancelled).map((entry) => entry.ms);
  return { schedule, fire, pending, delays };
}

/** An UploadPort whose PUTs succeed (or fail while `offline` is set). */
export function fakeUpload(): UploadPort & { offline: boolean; puts: number } {
  const port = {
    offline: false,
    puts: 0,
    async put() {
      port.puts += 1;
      return port.offline ? { ok: false as const, error: { code: 'UPLOAD.EMPTY_RESPONSE' as const, message: 'Empty response' } } : { ok: true as const };
    },
    async md5() {
      return '0'.repeat(32);
    },
  };
  return port;
}
