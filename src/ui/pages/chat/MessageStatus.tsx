import { useTranslation } from 'react-i18next';
import type { MessageMark } from './chat-row';

function Checks({ double }: { double: boolean }) {
  return (
    <svg viewBox="0 0 20 12" className="mark__checks" aria-hidden="true" focusable="false">
      <path d="M1 6.5 4.5 10 11 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      {double ? <path d="M8 9.2 9 10 15.5 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}

/**
 * The checkmark of one's own message: a clock while sending, grey when sent, blue when
 * read (001 §4); a failed send is a red marker the user taps to resend.
 */
export function MessageStatus({ mark, onResend, canResend }: { mark: MessageMark; onResend: () => void; canResend: boolean }) {
  const { t } = useTranslation();
  const label = t(`chat.status.${mark}`);
  if (mark === 'failed') {
    return (
      <button
        type="button"
        className="mark mark--failed"
        data-testid="chat-message-status"
        data-state="failed"
        aria-label={label}
        title={label}
        disabled={!canResend}
        onClick={(event) => {
          event.stopPropagation();
          onResend();
        }}
      >
        !
      </button>
    );
  }
  return (
    <span className={`mark mark--${mark}`} data-testid="chat-message-status" data-state={mark} role="img" aria-label={label} title={label}>
      {mark === 'sending' ? <span className="mark__clock" aria-hidden="true" /> : <Checks double={mark === 'read'} />}
    </span>
  );
}
