import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Spinner';

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
