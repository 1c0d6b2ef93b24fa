/**
 * The chat list alone with 10,000 messages, for bench/chat-scroll.bench.ts: the real
 * MessageList, rows and styles, fed a synthetic chat (no server, no core), so the figure
 * is the list's own cost. Sets `window.__chatReady` once the list is on screen.
 */
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { flattenPlurals } from '../../src/adapters/i18n/flatten-plurals.js';
import type { ChatMessageView } from '../../src/application/messages/messaging-services.js';
import { MSG_STATUS, MSG_TYPE } from '../../src/domain/constants.js';
import { buildDisplayList } from '../../src/domain/messages/display-list.js';
import { parseMessageContent } from '../../src/domain/messages/message-content.js';
import type { ChatRow } from '../../src/ui/pages/chat/chat-row.js';
import { MessageList } from '../../src/ui/pages/chat/MessageList.js';
import '../../src/ui/styles/tokens.css';
import '../../src/ui/styles/base.css';
import '../../src/ui/styles/components.css';
import '../../src/ui/styles/shell.css';
import '../../src/ui/pages/chat/chat.css';

export const MESSAGES = 10_000;
const ME = 1;
const PEER = 2;
const WORDS = 'hello how are you today I am fine thanks what are you doing this weekend maybe we could talk later'.split(' ');

/** A deterministic chat: texts of varied length, both sides, a call and a notice now and then, gaps that add separators. */
function message(index: number, start: number): ChatMessageView {
  const mine = index % 3 !== 0;
  const length = 1 + ((index * 7) % 24);
  const text = Array.from({ length }, (_, w) => WORDS[(index + w) % WORDS.length]).join(' ');
  const kind = index % 97 === 0 ? MSG_TYPE.call : index % 211 === 0 ? MSG_TYPE.notice : MSG_TYPE.text;
  const msgContent =
    kind === MSG_TYPE.call ? JSON.stringify({ call_type: 1, status: 2, duration: 125 }) : kind === MSG_TYPE.notice ? JSON.stringify({ key: 'x', text: 'You matched' }) : JSON.stringify({ content: text });
  const mtime = start + index * 45_000 + (index % 40 === 0 ? 600_000 : 0);
  return {
    key: `s${index + 1}`, id: index + 1, clientMsgId: null, chatId: 9, chatType: 1, sendUid: mine ? ME : PEER, mtime, msgType: kind, msgContent,
    msgStatus: MSG_STATUS.ok, content: parseMessageContent(kind, msgContent), mine, sendState: mine ? 'sent' : null, read: index < MESSAGES - 5,
    canResend: false, translation: { status: 'idle' }, draft: null, system: null,
  };
}

const start = Date.UTC(2026, 0, 1);
const messages = Array.from({ length: MESSAGES }, (_, index) => message(index, start));
const rows: ChatRow[] = buildDisplayList(
  messages.map((view) => ({ mtime: view.mtime, msg_status: view.msgStatus, view })),
  { hasMoreHistory: true },
).map((row) => (row.kind === 'message' ? { kind: 'message', message: row.message.view } : row));
const noop = () => undefined;

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: flattenPlurals(en) } }, interpolation: { escapeValue: false } })
  .then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    root.style.cssText = 'position:fixed;inset:0;display:flex;flex-direction:column';
    createRoot(root).render(
      <MessageList rows={rows} peerAvatar="" hasOlder={false} loadingOlder={false} onLoadOlder={noop} locale="en" now={start + MESSAGES * 45_000} header={null} onMenu={noop} onResend={noop} onTranslate={noop} onTopUp={noop} />,
    );
    (window as { __chatReady?: number }).__chatReady = rows.length;
  });
