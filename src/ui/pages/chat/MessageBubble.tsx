import { useTranslation } from 'react-i18next';
import { CALL_STATUS_ICON, CALL_TYPE } from '../../../domain/constants';
import type { ChatMessageView } from '../../../application/messages/messaging-services';
import type { MessageContent } from '../../../domain/messages/message-content';
import { PhoneIcon } from '../../components/icons/page-icons';
import { MediaBubble } from './media/MediaBubble';
import { formatCallDuration } from './message-time';

type Opaque = Readonly<Record<string, unknown>>;

function numberField(data: Opaque, key: string): number {
  const value = typeof data[key] === 'string' ? Number(data[key]) : data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * A call record (msg_type 8): its kind, how it ended and, when it connected, its length.
 * The server writes it in the caller's name with each side's icon: `status` the caller's,
 * `peer_status` the callee's (a call the caller cancelled is a missed call for the callee).
 */
function CallBubble({ data, mine }: { data: Opaque; mine: boolean }) {
  const { t } = useTranslation();
  const kind = numberField(data, 'call_type') === CALL_TYPE.voice ? t('chat.call.voice') : t('chat.call.video');
  const status = !mine && data.peer_status !== undefined ? numberField(data, 'peer_status') : numberField(data, 'status');
  const duration = numberField(data, 'duration');
  const outcome =
    status === CALL_STATUS_ICON.completed
      ? duration > 0
        ? t('chat.call.duration', { duration: formatCallDuration(duration) })
        : t('chat.call.completed')
      : status === CALL_STATUS_ICON.cancelled
        ? t('chat.call.cancelled')
        : status === CALL_STATUS_ICON.missed
          ? t('chat.call.missed')
          : t('chat.call.declined');
  return (
    <span className="bubble__call" data-testid="chat-call-record" data-status={status}>
      <PhoneIcon small />
      <span>
        <strong>{kind}</strong> · {outcome}
      </span>
    </span>
  );
}

const MEDIA_KINDS = new Set<MessageContent['kind']>(['voice', 'image', 'video', 'gift', 'sticker']);

/** Whether a kind draws as a bare card (media, stickers) rather than inside a coloured bubble. */
export function isMediaKind(kind: MessageContent['kind']): boolean {
  return MEDIA_KINDS.has(kind);
}

/**
 * The body of one message by kind (001 §2): text, voice, picture, gift, notice, call,
 * video, gift request, sticker, match success; anything else "msg.notSupport".
 */
export function MessageBody({ message }: { message: ChatMessageView }) {
  const { content } = message;
  const { t } = useTranslation();
  switch (content.kind) {
    case 'text':
      // The sender sees what they wrote; the receiver the server's screened text.
      return <span className="bubble__text" dir="auto">{message.mine ? (content.original_content ?? content.content) : content.content}</span>;
    case 'voice':
    case 'image':
    case 'video':
    case 'gift':
    case 'sticker':
      return <MediaBubble content={content} mine={message.mine} draft={message.draft} />;
    case 'notice':
      return <span className="bubble__notice-text" dir="auto">{content.text}</span>;
    case 'notice-unreadable':
      return <span className="bubble__notice-text">{t('msg.newMessage')}</span>;
    case 'call':
      return <CallBubble data={content.data} mine={message.mine} />;
    case 'gift-ask':
      return (
        <span className="bubble__gift-ask">
          <span aria-hidden="true">🎁</span> {t('chat.giftAsk')}
        </span>
      );
    case 'match':
      return <span className="bubble__notice-text" data-testid="chat-match-success">💞 {t('chat.matchSuccess')}</span>;
    case 'service':
    case 'unsupported':
      return <span className="bubble__unsupported">{t('msg.notSupport')}</span>;
  }
}
