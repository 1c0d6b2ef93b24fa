import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseData } from '../../../application/contracts/define-contract';
import type { PointEntry } from '../../../application/contracts/point/history.contract';
import type { pointSummaryContract } from '../../../application/contracts/point/summary.contract';
import { DISCOVER } from '../../../application/discover/discover.tokens';
import type { DiscoverServices } from '../../../application/discover/discover-services';
import { useService } from '../../app-services';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { PageBody, PageShell } from '../../shell/PageShell';
import { PullToRefresh } from '../../shell/PullToRefresh';
import './discover.css';

type Summary = ResponseData<typeof pointSummaryContract>;
type Load = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly summary: Summary; readonly rows: readonly PointEntry[]; readonly hasMore: boolean };

const SOURCES = ['call', 'message', 'gift', 'total'] as const;
const REASONS = new Set(['call', 'message', 'gift']);

/** /pagesPub/point/point: a host's points balance, today's and this week's earnings by source, and the history. */
export function PointsPage() {
  const { t } = useTranslation();
  const services = useService(DISCOVER);
  return <PageShell title={t('pages.points')}>{services === null ? <Spinner /> : <Points services={services} />}</PageShell>;
}

function Points({ services }: { services: DiscoverServices }) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [more, setMore] = useState(false);
  const refresh = useCallback(async () => {
    const [summary, history] = await Promise.all([services.points(), services.pointHistory(null)]);
    setLoad(summary === null || history === null ? { phase: 'error' } : { phase: 'ready', summary, rows: history.rows, hasMore: history.hasMore });
  }, [services]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const loadMore = async () => {
    if (load.phase !== 'ready' || more) return;
    const last = load.rows.at(-1);
    if (last === undefined) return;
    setMore(true);
    const page = await services.pointHistory(last.id);
    setMore(false);
    if (page !== null) setLoad({ ...load, rows: [...load.rows, ...page.rows], hasMore: page.hasMore });
  };
  const number = new Intl.NumberFormat(i18n.language);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <PullToRefresh onRefresh={refresh}>
      <PageBody padded>
        {load.phase === 'loading' ? <Spinner /> : null}
        {load.phase === 'error' ? <ErrorState title={t('points.error')} body={t('discoverFeed.errorBody')} retryLabel={t('discoverFeed.retry')} onRetry={() => void refresh()} /> : null}
        {load.phase === 'ready' ? (
          <>
            <p className="points__balance">
              <span className="visually-hidden">{t('points.balance')} </span>
              <span data-testid="points-value" data-value={load.summary.balance}>
                {number.format(load.summary.balance)}
              </span>
            </p>
            <table className="points__table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('points.balance')}</span>
                  </th>
                  <th scope="col">{t('points.today')}</th>
                  <th scope="col">{t('points.week')}</th>
                </tr>
              </thead>
              <tbody>
                {SOURCES.map((source) => (
                  <tr key={source} data-testid="points-source" data-source={source}>
                    <th scope="row">{t(`points.${source}`)}</th>
                    <td data-period="today">{number.format(load.summary.today[source])}</td>
                    <td data-period="week">{number.format(load.summary.week[source])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2>{t('points.history')}</h2>
            {load.rows.length === 0 ? <EmptyState fill={false} title={t('points.empty')} body={t('points.emptyBody')} /> : null}
            <ul className="ranking__list">
              {load.rows.map((row) => (
                <li key={row.id} className="ranking__row" data-testid="points-entry">
                  <span className="ranking__who">{REASONS.has(row.reason) ? t(`points.reason.${row.reason as 'call' | 'message' | 'gift'}`) : row.reason}</span>
                  <time className="ranking__figure" dateTime={new Date(row.created_at).toISOString()}>
                    {when.format(row.created_at)}
                  </time>
                  <span className="ranking__rank">{t('points.entry', { points: number.format(row.points) })}</span>
                </li>
              ))}
            </ul>
            {load.hasMore ? (
              <div className="discover__more">
                <Button variant="secondary" disabled={more} onClick={() => void loadMore()}>
                  {t('discoverFeed.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </PageBody>
    </PullToRefresh>
  );
}
