import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING } from '../../../application/messages/messages.tokens';
import { useService } from '../../app-services';
import { IconButton } from '../../components/IconButton';
import { CloseIcon } from '../../components/icons/nav-icons';
import { Popup } from '../../popups/Popup';
import { Inbox, InboxSkeleton } from './InboxPanel';

export interface InboxDialogProps {
  open: boolean;
  /** A tapped row's peer: the dialog emits the item (001 §2) and whoever opened it shows that chat. */
  onPick(peerUid: number): void;
  onClose(): void;
}

/**
 * The inbox as a dialog (001 §2 "The inbox can also open as a dialog, with a title Messages
 * and a close button"): the same three tabs and lists as the Message tab, over the page
 * that opened it; focus stays inside, Escape, the mask and the close button close it.
 */
export function InboxDialog({ open, onPick, onClose }: InboxDialogProps) {
  const { t } = useTranslation();
  const messaging = useService(MESSAGING);
  const titleId = useId();
  return (
    <Popup open={open} layer="chat" placement="center" onDismiss={onClose} labelledBy={titleId} data-testid="inbox-dialog">
      <div className="inbox-dialog">
        <header className="inbox-dialog__header">
          <h2 id={titleId} className="inbox-dialog__title">
            {t('tabs.message')}
          </h2>
          <IconButton label={t('common.close')} onClick={onClose} data-testid="inbox-dialog-close">
            <CloseIcon />
          </IconButton>
        </header>
        {messaging === null ? (
          <InboxSkeleton />
        ) : (
          <Inbox messaging={messaging} onOpen={(row) => row.peer !== null && onPick(row.peer.uid)} onFindMatches={onClose} />
        )}
      </div>
    </Popup>
  );
}
