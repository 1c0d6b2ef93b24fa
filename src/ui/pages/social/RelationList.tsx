import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationRow } from '../../../application/contracts/user/relation-page';
import type { RelationKind } from '../../../application/social/relation-pages';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useOnline } from '../../hooks/use-online';
import { PullToRefresh } from '../../shell/PullToRefresh';
import type { RelationListState } from './use-relation-list';
import { UserRow } from './UserRow';

export interface RelationListProps {
  readonly kind: RelationKind;
  readonly state: RelationListState;
  readonly refresh: () => Promise<void>;
  readonly loadMore: () => Promise<void>;
  readonly actionOf: (row: RelationRow) => ReactNode;
}

/** A list of users with every state a list can be in: loading, error, empty, rows with load-more, offline. */
export function RelationList({ kind, state, refresh, loadMore, actionOf }: RelationListProps) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <PullToRefresh onRefresh={refresh} className="relation-list">
      {online ? null : (
        <p className="relation-list__offline" role="status">
          {t('social.offline')}
        </p>
      )}
      {state.phase === 'loading' ? <Spinner /> : null}
      {state.phase === 'error' ? <ErrorState title={t('social.loadError')} body={t('social.loadErrorBody')} retryLabel={t('common.retry')} onRetry={() => void refresh()} /> : null}
      {state.phase === 'ready' && state.rows.length === 0 ? (
        <EmptyState title={t(`social.empty.${kind}`)} body={t(`social.emptyBody.${kind}`)} data-testid="relation-empty" />
      ) : null}
      {state.phase === 'ready' && state.rows.length > 0 ? (
        <ul className="user-rows" data-testid={`relation-list-${kind}`}>
          {state.rows.map((row) => (
            <UserRow key={row.uid} row={row} action={actionOf(row)} />
          ))}
        </ul>
      ) : null}
      {state.phase === 'ready' && state.cursor !== null ? (
        <div className="relation-list__more">
          <Button variant="secondary" busy={state.loadingMore} disabled={state.loadingMore} onClick={() => void loadMore()} data-testid="relation-load-more">
            {t('social.loadMore')}
          </Button>
        </div>
      ) : null}
    </PullToRefresh>
  );
}
