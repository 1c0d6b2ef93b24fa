import { useTranslation } from 'react-i18next';
import { isOfflineError } from '../../../application/wallet/loadable';
import type { ApiErrorCode } from '../../../application/ports/http.port';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Spinner';
import { useOnline } from '../../hooks/use-online';

type StateKeys = 'wallet' | 'wallet.vipPage';

/** Placeholders shaped like the wallet's cards while the data comes. */
export function WalletSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="wallet-skeleton" role="status" aria-label={t('common.loading')}>
      <Skeleton width="100%" height={72} />
      <div className="package-grid__row">
        <Skeleton width="100%" height={112} />
        <Skeleton width="100%" height={112} />
      </div>
      <Skeleton width="100%" height={64} />
      <Skeleton width="100%" height={64} />
      <Skeleton width="100%" height={64} />
    </div>
  );
}

/** A failed load: offline (the device or the network call says so) or an error, each with a retry. */
export function WalletFailure({ code, scope, onRetry }: { code: ApiErrorCode; scope: StateKeys; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const offline = !online || isOfflineError(code);
  const prefix = offline ? `${scope}.offline` : `${scope}.loadError`;
  return (
    <div data-testid={offline ? 'wallet-offline' : 'wallet-error'}>
      <ErrorState title={t(`${prefix}.title` as 'wallet.offline.title')} body={t(`${prefix}.body` as 'wallet.offline.body')} retryLabel={t('common.retry')} onRetry={onRetry} />
    </div>
  );
}
