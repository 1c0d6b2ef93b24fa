import { useTranslation } from 'react-i18next';
import { MESSAGING } from '../../../application/messages/messages.tokens';
import { EmptyState } from '../../components/EmptyState';
import { ErrorArt } from '../../components/illustrations';
import { useService } from '../../app-services';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { ChatScreen } from './ChatScreen';
import { ChatSkeleton } from './ChatSkeleton';
import { peerUidOf } from './peer-info';
import './chat.css';

/**
 * /pagesMsg/chat/index?uid=<peer>: the chat with one user (001 §2 "Chat detail"). A bad
 * uid says so; until the messaging core has loaded the page shows its skeleton.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const peerUid = peerUidOf(useQuery().get('uid'));
  const messaging = useService(MESSAGING);

  if (peerUid === null) {
    return (
      <PageShell title={t('pages.chat')}>
        <PageBody>
          <EmptyState art={<ErrorArt />} title={t('chat.loadError')} body={t('chat.badPeer')} />
        </PageBody>
      </PageShell>
    );
  }
  if (messaging === null) {
    return (
      <PageShell title={t('pages.chat')} className="chat-page">
        <ChatSkeleton />
      </PageShell>
    );
  }
  return <ChatScreen key={peerUid} messaging={messaging} peerUid={peerUid} />;
}
