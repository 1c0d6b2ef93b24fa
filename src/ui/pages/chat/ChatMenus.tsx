import { useTranslation } from 'react-i18next';
import type { ChatMessageView } from '../../../application/messages/messaging-services';
import { messageMenu } from '../../../domain/messages/message-menu';
import { ListButtonRow, ListControlRow } from '../../components/ListRow';
import { Toggle } from '../../components/Toggle';
import { BlockIcon, CopyIcon, ShieldIcon, TranslateIcon } from '../../components/icons/page-icons';
import { Sheet } from '../../popups/Sheet';

export interface MessageMenuSheetProps {
  message: ChatMessageView | null;
  myUid: number;
  onCopy(message: ChatMessageView): void;
  onDelete(message: ChatMessageView): void;
  onReport(message: ChatMessageView): void;
  onClose(): void;
}

/** The long-press menu of a message: copy, delete, report, as domain messageMenu allows (001 §2, §6). */
export function MessageMenuSheet({ message, myUid, onCopy, onDelete, onReport, onClose }: MessageMenuSheetProps) {
  const { t } = useTranslation();
  const menu = message
    ? messageMenu({ send_uid: message.sendUid, msg_type: message.msgType, chat_type: message.chatType, chat_id: message.chatId }, myUid)
    : null;
  const run = (action: (m: ChatMessageView) => void) => () => {
    if (message) action(message);
    onClose();
  };
  return (
    <Sheet open={message !== null} title={t('chat.messageActions')} onClose={onClose} layer="report" data-testid="chat-message-menu">
      <ul className="list-group chat-menu">
        {menu?.copy ? <ListButtonRow icon={<CopyIcon />} title={t('chat.copy')} onClick={run(onCopy)} data={{ 'data-testid': 'chat-menu-copy' }} /> : null}
        <ListButtonRow icon={<span aria-hidden="true">🗑</span>} title={t('chat.delete')} onClick={run(onDelete)} data={{ 'data-testid': 'chat-menu-delete' }} />
        {menu?.report ? <ListButtonRow icon={<ShieldIcon />} title={t('chat.report')} onClick={run(onReport)} data={{ 'data-testid': 'report-open' }} /> : null}
      </ul>
    </Sheet>
  );
}

export interface ChatMenuSheetProps {
  open: boolean;
  blocked: boolean;
  /** Auto-translate of received messages (001 §4), a setting of the account. */
  autoTranslate: boolean;
  onAutoTranslate(on: boolean): void;
  onBlock(): void;
  onReport(): void;
  onClose(): void;
}

/** The header's menu: block (or unblock) and report the peer (001 §2), and the auto-translate switch. */
export function ChatMenuSheet({ open, blocked, autoTranslate, onAutoTranslate, onBlock, onReport, onClose }: ChatMenuSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={t('chat.menu')} onClose={onClose} layer="report" data-testid="chat-menu-sheet">
      <ul className="list-group chat-menu">
        <ListControlRow
          icon={<TranslateIcon />}
          title={t('chat.autoTranslate')}
          controlId="chat-auto-translate"
          control={<Toggle id="chat-auto-translate" checked={autoTranslate} onChange={onAutoTranslate} data-testid="chat-auto-translate" />}
        />
        <ListButtonRow
          icon={<BlockIcon />}
          title={blocked ? t('chat.unblock') : t('chat.block')}
          onClick={() => {
            onClose();
            onBlock();
          }}
          data={{ 'data-testid': 'chat-block' }}
        />
        <ListButtonRow
          icon={<ShieldIcon />}
          title={t('chat.report')}
          onClick={() => {
            onClose();
            onReport();
          }}
          data={{ 'data-testid': 'report-open' }}
        />
      </ul>
    </Sheet>
  );
}
