import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '../../../application/messages/messaging-services';
import { earnedPoints } from '../../../domain/messages';
import { Avatar } from '../../components/Avatar';
import { useFormat } from '../../hooks/use-format';
import { markOf } from './chat-row';
import { isMediaKind, MessageBody } from './MessageBubble';
import { MessageStatus } from './MessageStatus';
import { useLongPress } from './use-long-press';

export interface MessageRowActions {
  onMenu(message: ChatMessageView): void;
  onResend(message: ChatMessageView): void;
  onTranslate(message: ChatMessageView): void;
  /** The top-up button of a refused send's recharge line. */
  onTopUp(): void;
}

export interface ChatMessageRowProps extends MessageRowActions {
  message: ChatMessageView;
  peerAvatar: string;
}

/** The translation line under a received text: loading, then the text (001 §4). */
function Translation({ message }: { message: ChatMessageView }) {
  const { t } = useTranslation();
  if (message.translation.status === 'idle') return null;
  return (
    <span className="bubble__translation" dir="auto" aria-live="polite" data-testid="chat-translation" data-state={message.translation.status}>
      {message.translation.status === 'loading' ? t('chat.translating') : message.translation.text}
    </span>
  );
}

/** The income line under what a host received (001 §3 "income"): the points it earned them. */
function IncomeLine({ message }: { message: ChatMessageView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const points = message.mine ? null : earnedPoints(message.msgContent);
  if (points === null) return null;
  return (
    <span className="bubble__income" data-testid="chat-income" data-points={points}>
      {t('chatPopup.income', { points: format.number(points) })}
    </span>
  );
}

/** A line a refused send added on this device (001 §4 codes -1 and -2): centred, with top-up for -1. */
function SystemLine({ system, onTopUp }: { system: NonNullable<ChatMessageView['system']>; onTopUp: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-row chat-row--notice" data-testid="chat-message" data-kind={`system-${system.kind}`}>
      <div className="chat-notice">
        <span>{system.tips || (system.kind === 'recharge' ? t('msg.insufficientBalance') : '')}</span>
        {system.kind === 'recharge' ? (
          <button type="button" className="chat-notice__action" onClick={onTopUp} data-testid="chat-top-up">
            {t('msg.topUp')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One message: the peer's avatar beside received ones, the bubble, the checkmark of one's
 * own (or the resend marker), a long press (or the context menu, or the menu button for
 * keyboards) for copy / delete / report, and a tap on a received text to translate it.
 */
export const ChatMessageRow = memo(function ChatMessageRow({ message, peerAvatar, onMenu, onResend, onTranslate, onTopUp }: ChatMessageRowProps) {
  const { t } = useTranslation();
  const { content } = message;
  const press = useLongPress(() => onMenu(message));
  if (message.system) return <SystemLine system={message.system} onTopUp={onTopUp} />;

  const translatable = !message.mine && content.kind === 'text' && content.content.trim() !== '';
  const notice = content.kind === 'notice' || content.kind === 'notice-unreadable' || content.kind === 'match';
  if (notice) {
    return (
      <div className="chat-row chat-row--notice" data-testid="chat-message" data-kind={content.kind}>
        <div className="chat-notice" {...press.handlers}>
          <MessageBody message={message} />
        </div>
      </div>
    );
  }

  const bubbleClass = ['bubble', message.mine ? 'bubble--mine' : 'bubble--theirs', isMediaKind(content.kind) ? 'bubble--media' : '', translatable ? 'bubble--tappable' : '']
    .filter(Boolean)
    .join(' ');
  const mark = markOf(message);

  return (
    <div
      className={message.mine ? 'chat-row chat-row--mine' : 'chat-row chat-row--theirs'}
      data-testid="chat-message"
      data-kind={content.kind}
      data-mine={message.mine ? 'true' : 'false'}
    >
      {message.mine ? null : <Avatar src={peerAvatar || null} alt="" size={32} className="chat-row__avatar" />}
      {translatable ? (
        <button
          type="button"
          className={bubbleClass}
          {...press.handlers}
          title={t('chat.translate')}
          onClick={() => {
            if (press.consumeLongPress()) return;
            if (message.translation.status === 'idle') onTranslate(message);
          }}
        >
          <MessageBody message={message} />
          <Translation message={message} />
          <IncomeLine message={message} />
        </button>
      ) : (
        <div className={bubbleClass} {...press.handlers}>
          <MessageBody message={message} />
          <IncomeLine message={message} />
        </div>
      )}
      <div className="chat-row__side">
        {mark ? <MessageStatus mark={mark} canResend={message.canResend} onResend={() => onResend(message)} /> : null}
        <button type="button" className="chat-row__menu" aria-label={t('chat.messageActions')} title={t('chat.messageActions')} onClick={() => onMenu(message)}>
          ⋯
        </button>
      </div>
    </div>
  );
});
