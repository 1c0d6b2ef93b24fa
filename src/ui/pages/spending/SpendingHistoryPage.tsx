import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEND_KINDS, type SpendingDay } from '../../../application/contracts/spending/history.contract';
import type { SpendLimitsStore } from '../../../application/spending/spend-limits-store';
import { SPENDING_HISTORY_DAYS } from '../../../application/spending/spend-limits-store';
import { spendingCsv } from '../../../application/spending/spending-csv';
import { SPENDING } from '../../../application/spending/spending.tokens';
import { useService } from '../../app-services';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/LoadFailure';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { saveFile } from '../../media/save-file';
import { PageBody, PageShell } from '../../shell/PageShell';
import './spending.css';

/** Settings › Spending limits › History (issue #19): coins spent per day and kind, exportable as CSV. */
export function SpendingHistoryPage() {
  const { t } = useTranslation();
  const spending = useService(SPENDING);
  return (
    <PageShell title={t('pages.spendingHistory')}>
      <PageBody padded>{spending === null ? <Spinner label={t('common.loading')} /> : <LoadedHistory spending={spending} />}</PageBody>
    </PageShell>
  );
}

function LoadedHistory({ spending }: { spending: SpendLimitsStore }) {
  const { t } = useTranslation();
  const history = useLiveState(spending.history$);
  useEffect(() => {
    void spending.loadHistory();
  }, [spending]);
  if (history.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (history.status === 'error') return <LoadFailure code={history.code} scope="spending" testIdPrefix="spending" onRetry={() => void spending.loadHistory()} />;
  if (history.data.length === 0) return <EmptyState title={t('spending.history.empty', { days: SPENDING_HISTORY_DAYS })} data-testid="spend-history" />;
  return <HistoryList days={history.data} />;
}

function HistoryList({ days }: { days: readonly SpendingDay[] }) {
  const { t, i18n } = useTranslation();
  const coins = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const date = (day: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  const total = days.reduce((sum, d) => sum + d.total, 0);

  const exportCsv = () => saveFile('glint-spending.csv', spendingCsv(days), 'text/csv');

  return (
    <div className="spending-history" data-testid="spend-history">
      <p className="spending-history__total">{t('spending.history.total', { coins: coins(total), days: SPENDING_HISTORY_DAYS })}</p>
      <ul className="spending-history__days">
        {days.map((d) => (
          <li key={d.day} className="spending-day">
            <div className="spending-day__head">
              <span>{date(d.day)}</span>
              <strong>{coins(d.total)}</strong>
            </div>
            <ul className="spending-day__kinds">
              {SPEND_KINDS.filter((k) => (d.by_kind[k] ?? 0) !== 0).map((k) => (
                <li key={k}>
                  <span>{t(`spending.kind.${k}`)}</span>
                  <span>{k === 'refund' ? `−${coins(d.by_kind[k] ?? 0)}` : coins(d.by_kind[k] ?? 0)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Button variant="secondary" block onClick={exportCsv}>
        {t('spending.history.export')}
      </Button>
    </div>
  );
}
