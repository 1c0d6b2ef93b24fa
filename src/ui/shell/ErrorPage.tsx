import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';

/** The friendly page an ErrorBoundary shows: what happened and a retry. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <div className="page-body">
        <ErrorState title={t('shell.errorTitle')} body={t('shell.errorBody')} retryLabel={t('common.retry')} onRetry={onRetry} />
      </div>
    </div>
  );
}
