import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingDraft } from '../../../application/messages/outgoing-draft';
import { insertAtCaret } from './caret';
import { ComposerTray } from './composer/ComposerTray';

export interface ChatComposerProps {
  peerUid: number;
  /** Sends a draft; answers whether it was taken (a blank text is not, and stays in the field). */
  onSend(draft: OutgoingDraft): boolean;
  disabled: boolean;
  /** A line above the field from /msg/detail (price, free messages left). */
  tip: string;
  /** The other side is a demo host (no gifts to them). */
  peerIsDemo: boolean;
}

/**
 * The bottom bar (001 §2): the text field (Enter sends, Shift+Enter breaks the line), the
 * send button, and the tray of emoji, stickers, album, camera, video, voice and gift.
 */
export function ChatComposer({ peerUid, onSend, disabled, tip, peerIsDemo }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);

  const sendText = () => {
    if (onSend({ kind: 'text', text })) setText('');
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const insertEmoji = (emoji: string) => {
    const el = field.current;
    const next = insertAtCaret(text, emoji, el?.selectionStart ?? null, el?.selectionEnd ?? null);
    setText(next.value);
    requestAnimationFrame(() => el?.setSelectionRange(next.caret, next.caret));
  };

  return (
    <footer className="chat-composer">
      {tip ? (
        <p className="chat-composer__tip" data-testid="chat-send-tip">
          {tip}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <textarea
          ref={field}
          className="chat-composer__input"
          data-testid="chat-input"
          rows={1}
          dir="auto"
          value={text}
          placeholder={t('chat.inputPlaceholder')}
          aria-label={t('chat.inputLabel')}
          enterKeyHint="send"
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="chat-composer__send" data-testid="chat-send" onClick={sendText} disabled={disabled} aria-label={t('chat.send')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon icon--directional">
            <path d="M4 12 20 4l-6 16-3-7-7-1Z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <ComposerTray peerUid={peerUid} onSend={(draft) => void onSend(draft)} onInsertEmoji={insertEmoji} disabled={disabled} peerIsDemo={peerIsDemo} />
    </footer>
  );
}
