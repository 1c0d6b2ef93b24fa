import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSummary } from '../../../application/contracts/live/live-room';
import { LIVE } from '../../../application/live/live.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useService } from '../../app-services';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useNavigate } from 'react-router-dom';
import { formatCallTime } from '../video-call/use-elapsed';
import './live.css';

type Loaded = { readonly phase: 'loading' } | { readonly phase: 'error'; readonly msg: string } | { readonly phase: 'ready'; readonly summary: LiveSummary };

/** /pagesLive/live-end?live_id=N: the live is over — how long, how many watched, gifts and coins earned. */
export function LiveEndPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useService(LIVE);
  const liveId = Number(useQuery().get('live_id') ?? '');
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (services === null || !(liveId > 0)) return;
    let current = true;
    setLoaded({ phase: 'loading' });
    void services.summary(liveId).then((answer) => {
      if (!current) return;
      setLoaded(answer.ok ? { phase: 'ready', summary: answer.data } : { phase: 'error', msg: answer.error.msg });
    });
    return () => {
      current = false;
    };
  }, [services, liveId, attempt]);

  const home = () => navigate(ROUTE_PATHS.discoverTab, { replace: true });
  return (
    <PageShell title={t('pages.liveEnd')}>
      <PageBody padded>
        {!(liveId > 0) ? (
          <EmptyState title={t('live.missing')} />
        ) : loaded.phase === 'loading' ? (
          <Spinner label={t('common.loading')} />
        ) : loaded.phase === 'error' ? (
          <ErrorState title={t('live.failed')} body={loaded.msg} retryLabel={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <div className="live-end" data-testid="live-ended">
            <h2 className="live-end__title">{t('live.endedTitle')}</h2>
            <dl className="live-end__figures">
              <div><dt>{t('live.duration')}</dt><dd data-testid="live-end-duration">{formatCallTime(loaded.summary.duration_s)}</dd></div>
              <div><dt>{t('live.viewersTotal')}</dt><dd data-testid="live-end-viewers">{loaded.summary.viewers}</dd></div>
              <div><dt>{t('live.giftsTotal')}</dt><dd data-testid="live-end-gifts">{loaded.summary.gifts}</dd></div>
              <div><dt>{t('live.coinsTotal')}</dt><dd data-testid="live-end-coins">{loaded.summary.coins}</dd></div>
            </dl>
            <Button block onClick={home}>{t('live.backToDiscover')}</Button>
          </div>
        )}
      </PageBody>
    </PageShell>
  );
}
