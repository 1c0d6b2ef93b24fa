import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../../../application/ports/http.port';
import { isOfflineError } from '../../../application/wallet/loadable';
import { ErrorState } from '../../components/ErrorState';
import { useOnline } from '../../hooks/use-online';

/** The spending pages' failed load: offline or an error, each with a retry. */
export function LoadFailure({ code, onRetry }: { code: ApiErrorCode; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = !useOnline() || isOfflineError(code);
  return offline ? (
    <ErrorState title={t('spending.offline.title')} body={t('spending.offline.body')} retryLabel={t('common.retry')} onRetry={onRetry} />
  ) : (
    <ErrorState title={t('spending.loadError.title')} body={t('spending.loadError.body')} retryLabel={t('common.retry')} onRetry={onRetry} />
  );
}
