import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING } from '../../../application/messages/messages.tokens';
import type { MessagingServices } from '../../../application/messages/messaging-services';
import { useService } from '../../app-services';
import { IconButton } from '../../components/IconButton';
import { MailIcon } from '../../components/icons/page-icons';
import { useLiveState } from '../../hooks/use-live-state';
import { ChatPopup } from './ChatPopup';
import { InboxDialog } from './InboxDialog';

/**
 * The messages button of a screen that should not be left (the match page): it opens the
 * inbox as a dialog, and a picked conversation opens in the bottom-sheet chat popup over
 * the same screen (001 §2).
 */
export function MessagesShortcut() {
  const { t } = useTranslation();
  const messaging = useService(MESSAGING);
  const [dialog, setDialog] = useState(false);
  const [chatWith, setChatWith] = useState<number | null>(null);
  return (
    <>
      <IconButton label={t('tabs.message')} onClick={() => setDialog(true)} data-testid="inbox-dialog-open" className="messages-shortcut">
        <MailIcon />
        {messaging === null ? null : <UnreadDot messaging={messaging} />}
      </IconButton>
      <InboxDialog
        open={dialog}
        onClose={() => setDialog(false)}
        onPick={(uid) => {
          setDialog(false);
          setChatWith(uid);
        }}
      />
      <ChatPopup open={chatWith !== null} peerUid={chatWith} onClose={() => setChatWith(null)} />
    </>
  );
}

function UnreadDot({ messaging }: { messaging: MessagingServices }) {
  const { t } = useTranslation();
  const { unread } = useLiveState(messaging.inbox.unread$);
  if (unread <= 0) return null;
  return (
    <span className="messages-shortcut__count" data-testid="inbox-dialog-unread">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('inbox.unreadCount', { count: unread })}</span>
    </span>
  );
}
