import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MESSAGING } from '../../../application/messages/messages.tokens';
import type { InboxRow as InboxRowModel } from '../../../application/messages/messaging-services';
import { useService } from '../../app-services';
import { PageBody, PageShell } from '../../shell/PageShell';
import { chatPathOf } from './chat-path';
import { Inbox, InboxSkeleton } from './InboxPanel';
import '../pages.css';
import './message.css';

/** Tab 2, the inbox (001 §2): all / unread / followings, pull-to-refresh, load more, swipe-to-delete rows. */
export function MessagePage() {
  const { t } = useTranslation();
  const messaging = useService(MESSAGING);
  const navigate = useNavigate();
  const open = useCallback((row: InboxRowModel) => row.peer !== null && navigate(chatPathOf(row.peer.uid)), [navigate]);
  return (
    <PageShell title={t('tabs.message')} back={false} swipeBack={false} large>
      {messaging === null ? (
        <PageBody>
          <InboxSkeleton />
        </PageBody>
      ) : (
        <Inbox messaging={messaging} onOpen={open} />
      )}
    </PageShell>
  );
}
