import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLS } from '../../../application/calls/calls.tokens';
import type { DiscoverCard } from '../../../application/contracts/discover/discover-card';
import type { DiscoverFilter } from '../../../application/contracts/discover/list.contract';
import { DISCOVER } from '../../../application/discover/discover.tokens';
import type { DiscoverServices } from '../../../application/discover/discover-services';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { CALL_TYPE } from '../../../domain';
import { useService } from '../../app-services';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { GamesStrip } from '../../games/GamesStrip';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useOnline } from '../../hooks/use-online';
import { PageBody, PageShell } from '../../shell/PageShell';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { LiveSection } from '../live/LiveSection';
import { DiscoverCardItem } from './DiscoverCardItem';
import { DiscoverFilters } from './DiscoverFilters';
import { MomentList } from './MomentList';
import { usePaged, useWhenVisible } from './use-paged';
import './discover.css';

type Section = 'people' | 'moments';

/**
 * Tab 1 (/pages/discover/index): live rooms (the live feature's section), then people
 * worth calling now — online hosts first, then by popularity and recency — with filters,
 * pull-to-refresh and infinite scroll, or the moments feed. Entry points to the rankings,
 * points and posting a moment; the games strip sits under the live section.
 */
export function DiscoverPage() {
  const { t } = useTranslation();
  const services = useService(DISCOVER);
  const [section, setSection] = useState<Section>('people');
  return (
    <PageShell title={t('tabs.discover')} back={false} swipeBack={false} large>
      <PageBody className="discover-body">
        <LiveSection />
        <GamesStrip />
        <nav className="discover__entries" aria-label={t('discoverFeed.entries')}>
          <ButtonLink to={ROUTE_PATHS.ranking} variant="secondary" size="small">
            {t('discoverFeed.rankings')}
          </ButtonLink>
          <ButtonLink to={ROUTE_PATHS.points} variant="secondary" size="small">
            {t('discoverFeed.points')}
          </ButtonLink>
          <ButtonLink to={ROUTE_PATHS.publishMoment} variant="secondary" size="small" data-testid="moment-publish">
            {t('discoverFeed.postMoment')}
          </ButtonLink>
        </nav>
        <div className="discover__sections" role="tablist" aria-label={t('discoverFeed.sections')}>
          {(['people', 'moments'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={section === name} className="discover__section" onClick={() => setSection(name)} data-testid={`discover-section-${name}`}>
              {t(`discoverFeed.${name}`)}
            </button>
          ))}
        </div>
        {services === null ? <Spinner /> : section === 'people' ? <PeopleFeed services={services} /> : <MomentList services={services} uid={null} layout="feed" />}
      </PageBody>
    </PageShell>
  );
}

function PeopleFeed({ services }: { services: DiscoverServices }) {
  const { t } = useTranslation();
  const calls = useService(CALLS);
  const online = useOnline();
  const [filter, setFilter] = useState<DiscoverFilter>({});
  const load = useCallback((cursor: string | null) => services.feed(filter, cursor), [services, filter]);
  const { state, refresh, more } = usePaged<DiscoverCard>(load, (card) => card.uid);
  const sentinel = useWhenVisible(() => void more());
  const call = (card: DiscoverCard) => {
    void calls?.calls.dial({ peer: card, callType: CALL_TYPE.video, fromType: 'discover' });
  };
  return (
    <PullToRefresh onRefresh={refresh}>
      <DiscoverFilters filter={filter} onChange={setFilter} />
      {online ? null : (
        <p className="discover__offline" role="status">
          {t('discoverFeed.offline')}
        </p>
      )}
      {state.phase === 'loading' ? <Spinner /> : null}
      {state.phase === 'error' ? <ErrorState title={t('discoverFeed.error')} body={t('discoverFeed.errorBody')} retryLabel={t('discoverFeed.retry')} onRetry={() => void refresh()} /> : null}
      {state.phase === 'ready' && state.items.length === 0 ? <EmptyState fill={false} title={t('discoverFeed.empty')} body={t('discoverFeed.emptyBody')} data-testid="discover-empty" /> : null}
      {state.phase === 'ready' && state.items.length > 0 ? (
        <ul className="discover__grid" aria-label={t('discoverFeed.people')}>
          {state.items.map((card) => (
            <DiscoverCardItem key={card.uid} card={card} onCall={call} />
          ))}
        </ul>
      ) : null}
      {state.phase === 'ready' && state.cursor !== null ? (
        <div className="discover__more" ref={sentinel}>
          <Button variant="secondary" disabled={state.more === 'loading'} onClick={() => void more()}>
            {t('discoverFeed.loadMore')}
          </Button>
        </div>
      ) : null}
      {state.phase === 'ready' && state.cursor === null && state.items.length > 0 ? <p className="discover__end">{t('discoverFeed.end')}</p> : null}
    </PullToRefresh>
  );
}
