import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
// The assistant chat looks like every chat: the field and the send button are the chat composer's.
import '../chat/chat.css';

/** The question field of the customer-service chat: Enter sends, Shift+Enter starts a new line. */
export function ServiceComposer({ onSend, disabled }: { onSend: (text: string) => boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <div className="chat-composer__row">
        <textarea
          className="chat-composer__input"
          rows={1}
          value={text}
          placeholder={t('serviceChat.placeholder')}
          aria-label={t('serviceChat.inputLabel')}
          enterKeyHint="send"
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="cs-input"
        />
        <button type="submit" className="chat-composer__send" disabled={disabled} aria-label={t('serviceChat.send')} data-testid="cs-send">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon icon--directional">
            <path d="M4 12 20 4l-6 16-3-7-7-1Z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </form>
  );
}
