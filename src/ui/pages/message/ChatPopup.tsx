import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING } from '../../../application/messages/messages.tokens';
import { useService } from '../../app-services';
import { IconButton } from '../../components/IconButton';
import { CloseIcon } from '../../components/icons/nav-icons';
import { Popup } from '../../popups/Popup';
import { useSwipeDown } from '../../popups/use-swipe-down';
import { ChatScreen } from '../chat/ChatScreen';
import { ChatSkeleton } from '../chat/ChatSkeleton';
import { Inbox, InboxSkeleton } from './InboxPanel';
import '../chat/chat.css';

export interface ChatPopupProps {
  open: boolean;
  /** The chat to show first (a call's peer, a row picked in the inbox dialog); null starts on the list. */
  peerUid: number | null;
  onClose(): void;
}

/**
 * The bottom-sheet chat popup (001 §2 "holds the conversation list and the detail"): chat
 * without leaving the screen under it (a call, the match page). The list's rows open their
 * chat inside; the chat's back returns to the list. Closes with its close button, Escape,
 * the mask or a swipe down on its handle; focus stays inside while it is open.
 */
export function ChatPopup({ open, peerUid, onClose }: ChatPopupProps) {
  const { t } = useTranslation();
  const messaging = useService(MESSAGING);
  const titleId = useId();
  const [showing, setShowing] = useState<number | null>(peerUid);
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const [grip, setGrip] = useState<HTMLDivElement | null>(null);
  useSwipeDown(grip, sheet, open, onClose);

  // Each opening starts where its opener asked.
  useEffect(() => {
    if (open) setShowing(peerUid);
  }, [open, peerUid]);

  let body;
  if (showing === null) {
    body = messaging === null ? <InboxSkeleton /> : <Inbox messaging={messaging} onOpen={(row) => row.peer !== null && setShowing(row.peer.uid)} onFindMatches={onClose} />;
  } else {
    body = messaging === null ? <ChatSkeleton /> : <ChatScreen key={showing} messaging={messaging} peerUid={showing} embedded={{ onBack: () => setShowing(null) }} />;
  }

  return (
    <Popup open={open} layer="chat" placement="bottom" onDismiss={onClose} labelledBy={titleId} data-testid="chat-popup">
      <div ref={setSheet} className="chat-popup" data-view={showing === null ? 'list' : 'chat'}>
        <div ref={setGrip} className="sheet__grip chat-popup__grip" data-testid="sheet-grip">
          <div className="sheet__handle" aria-hidden="true" />
          <div className="chat-popup__bar">
            <h2 id={titleId} className={showing === null ? 'sheet__title' : 'visually-hidden'}>
              {t('tabs.message')}
            </h2>
            <IconButton label={t('common.close')} onClick={onClose} data-testid="chat-popup-close">
              <CloseIcon />
            </IconButton>
          </div>
        </div>
        {body}
      </div>
    </Popup>
  );
}
