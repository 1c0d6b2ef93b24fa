import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxRow as InboxRowModel, InboxTab, MessagingServices } from '../../../application/messages/messaging-services';
import { directionOf } from '../../../application/i18n/languages';
import { useAppServices } from '../../app-services';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { MessageArt } from '../../components/illustrations';
import { Skeleton, Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { TAB_ROUTES } from '../../shell/tab-routes';
import { InboxRow } from './InboxRow';
import './message.css';

const TABS: readonly InboxTab[] = ['all', 'unread', 'followings'];

/** The inbox while the messaging core loads. */
export function InboxSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="inbox-list" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="inbox-skeleton">
          <Skeleton width={52} height={52} round />
          <span className="inbox-skeleton__lines">
            <Skeleton width="40%" height={14} />
            <Skeleton width="70%" height={12} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface InboxProps {
  messaging: MessagingServices;
  /** A tapped row: the tab opens its chat page; the dialog and the chat popup take the item (001 §2 "emits the item in dialog mode"). */
  onOpen(row: InboxRowModel): void;
  /** The empty state's "find matches" was tapped (a dialog closes itself; the link goes to the match tab). */
  onFindMatches?(): void;
}

/**
 * The inbox lists (001 §2): the all / unread / followings tabs with their counts,
 * pull-to-refresh, load more and swipe-to-delete rows; the tab page, the inbox dialog and
 * the chat popup show the same lists.
 */
export function Inbox({ messaging, onOpen, onFindMatches }: InboxProps) {
  const { t, i18n } = useTranslation();
  const { language } = useAppServices();
  const state = useLiveState(messaging.inbox.state$);
  const totals = useLiveState(messaging.inbox.unread$);
  const code = useLiveState(language.language$);
  const { inbox } = messaging;
  const refresh = useCallback(async () => void (await inbox.refresh()), [inbox]);
  const remove = useCallback((row: InboxRowModel) => void inbox.remove(row.chatId), [inbox]);

  const counts: Record<InboxTab, number | null> = { all: null, unread: totals.unread, followings: totals.followUnread };
  const now = Date.now();
  const empty = state.status === 'ready' && state.rows.length === 0;

  return (
    <>
      <div className="inbox-tabs" role="tablist" aria-label={t('inbox.tabsLabel')}>
        {TABS.map((tab) => {
          const count = counts[tab];
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`inbox-tab-${tab}`}
              aria-selected={state.tab === tab}
              aria-controls="inbox-panel"
              className={`inbox-tabs__tab${state.tab === tab ? ' inbox-tabs__tab--active' : ''}`}
              data-testid={`inbox-tab-${tab}`}
              onClick={() => inbox.setTab(tab)}
            >
              {t(`message.${tab}`)}
              {count !== null && count > 0 ? (
                <span className="inbox-tabs__count" data-testid={`inbox-count-${tab}`} aria-label={t('inbox.unreadCount', { count })}>
                  {count > 99 ? '99+' : count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <PullToRefresh onRefresh={refresh} className="inbox-scroller">
        <div id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-tab-${state.tab}`}>
          {state.status === 'loading' ? (
            <InboxSkeleton />
          ) : state.status === 'error' ? (
            <ErrorState title={t('inbox.loadError')} body={t('inbox.loadErrorBody')} retryLabel={t('common.retry')} onRetry={() => void inbox.refresh()} />
          ) : empty ? (
            <EmptyState
              art={<MessageArt />}
              title={t('message.empty')}
              body={t('message.emptyTip')}
              actions={
                <ButtonLink to={TAB_ROUTES[0].path} variant="primary" block data-testid="inbox-find-matches" onClick={onFindMatches}>
                  {t('message.findMatches')}
                </ButtonLink>
              }
            />
          ) : (
            <>
              <ul className="inbox-list">
                {state.rows.map((row) => (
                  <InboxRow key={row.chatId} row={row} now={now} locale={i18n.language} rtl={directionOf(code) === 'rtl'} onOpen={onOpen} onDelete={remove} />
                ))}
              </ul>
              <LoadMore hasMore={state.hasMore} loading={state.loadingMore} onMore={() => void inbox.loadMore()} />
            </>
          )}
        </div>
      </PullToRefresh>
    </>
  );
}

/** The bottom of the list: loads the next page when it scrolls into view, or on the button. */
function LoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore(): void }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore());
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, onMore]);
  if (!hasMore) return <p className="inbox-list__end">{t('inbox.noMore')}</p>;
  return (
    <div ref={sentinel} className="inbox-list__more">
      {loading ? <Spinner small label={t('common.loading')} /> : <Button variant="ghost" size="small" onClick={onMore}>{t('inbox.loadMore')}</Button>}
    </div>
  );
}
