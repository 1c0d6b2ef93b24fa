import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CALLS } from '../../../application/calls/calls.tokens';
import { useService } from '../../app-services';
import type { CallServices } from '../../../application/calls/create-call-services';
import type { CallHistoryRow } from '../../../application/contracts/call/history.contract';
import { CALL_STATUS_ICON } from '../../../domain';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { DemoBadge } from '../../components/DemoBadge';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { PhoneIcon } from '../../components/icons/page-icons';
import { useOnline } from '../../hooks/use-online';
import { PageShell } from '../../shell/PageShell';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { formatCallTime } from '../video-call/use-elapsed';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { CallReceipt } from '../video-call/CallReceipt';
import './call-list.css';

const ICON_KEY = {
  [CALL_STATUS_ICON.cancelled]: 'cancelled',
  [CALL_STATUS_ICON.declinedOrMissed]: 'declinedOrMissed',
  [CALL_STATUS_ICON.completed]: 'completed',
  [CALL_STATUS_ICON.missed]: 'missed',
} as const;

type Load = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly rows: readonly CallHistoryRow[]; readonly hasMore: boolean };

/** /pagesPub/call-list/list: the call history, newest first, with the status icons of 001 §4. */
export function CallListPage() {
  const { t } = useTranslation();
  const services = useService(CALLS);
  return <PageShell title={t('pages.callList')}>{services === null ? <Spinner /> : <CallList services={services} />}</PageShell>;
}

function CallList({ services }: { services: CallServices }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [more, setMore] = useState(false);

  const refresh = useCallback(async () => {
    const page = await services.history();
    setLoad(page === null ? { phase: 'error' } : { phase: 'ready', rows: page.rows, hasMore: page.hasMore });
  }, [services]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const loadMore = async () => {
    if (load.phase !== 'ready' || more) return;
    const last = load.rows[load.rows.length - 1];
    if (last === undefined) return;
    setMore(true);
    const page = await services.history(last.id);
    setMore(false);
    if (page !== null) setLoad({ phase: 'ready', rows: [...load.rows, ...page.rows], hasMore: page.hasMore });
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      {online ? null : (
        <p className="call-list__offline" role="status">
          {t('callScreens.offline2')}
        </p>
      )}
      {load.phase === 'loading' ? <Spinner /> : null}
      {load.phase === 'error' ? <ErrorState title={t('callScreens.listError')} body={t('callScreens.errorBody')} retryLabel={t('callScreens.retry')} onRetry={() => void refresh()} /> : null}
      {load.phase === 'ready' && load.rows.length === 0 ? (
        <EmptyState title={t('callScreens.listEmpty')} body={t('callScreens.listEmptyBody')} data-testid="call-list-empty" />
      ) : null}
      {load.phase === 'ready' && load.rows.length > 0 ? (
        <ul className="call-list" data-testid="call-list">
          {load.rows.map((row) => (
            <CallRow key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
      {load.phase === 'ready' && load.hasMore ? (
        <div className="call-list__more">
          <Button variant="secondary" disabled={more} onClick={() => void loadMore()}>
            {t('callScreens.loadMore')}
          </Button>
        </div>
      ) : null}
    </PullToRefresh>
  );
}

function CallRow({ row }: { row: CallHistoryRow }) {
  const { t, i18n } = useTranslation();
  const icon = ICON_KEY[row.status_icon as keyof typeof ICON_KEY] ?? 'completed';
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(row.created_at);
  return (
    <li>
      <Link className="call-list__row" to={`${ROUTE_PATHS.userHome}?uid=${row.user_info.uid}`} data-testid="call-list-row" data-kind={row.kind}>
        <Avatar src={row.user_info.avatar === '' ? null : row.user_info.avatar} alt="" size={44} />
        <span className="call-list__text">
          <span className="call-list__name">
            {row.user_info.nickname} <DemoBadge user={row.user_info} />
          </span>
          <span className="call-list__meta">
            {t(`callScreens.kind.${row.kind}`)} · {t(`callScreens.media.${row.media}`)}
            {row.duration_s > 0 ? ` · ${formatCallTime(row.duration_s)}` : ''}
          </span>
        </span>
        <span className="call-list__side">
          <span className={`call-list__icon call-list__icon--${icon}`} role="img" aria-label={t(`callScreens.icon.${icon}`)} data-testid="call-status-icon" data-icon={row.status_icon}>
            <PhoneIcon />
          </span>
          <time className="call-list__time" dateTime={new Date(row.created_at).toISOString()}>
            {when}
          </time>
        </span>
      </Link>
      <ReceiptDisclosure roomId={row.room_id} />
    </li>
  );
}

/** Each call's signed receipt (issue #19), fetched only when the row is opened. */
function ReceiptDisclosure({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="call-receipt call-list__receipt" data-testid="call-receipt" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="call-list__receipt-toggle">{t('fairBilling.receipt.title')}</summary>
      {open ? <CallReceipt roomId={roomId} /> : null}
    </details>
  );
}
