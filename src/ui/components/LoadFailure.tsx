import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../../application/ports/http.port';
import { isOfflineError } from '../../application/wallet/loadable';
import { useOnline } from '../hooks/use-online';
import { ErrorState } from './ErrorState';

/** Where a page keeps its failure texts: `<scope>.offline.title|body` and `<scope>.loadError.title|body`. */
export type LoadFailureScope = 'wallet' | 'wallet.vipPage' | 'spending';

export interface LoadFailureProps {
  readonly code: ApiErrorCode;
  readonly scope: LoadFailureScope;
  /** The wrapper's test id is `<testIdPrefix>-offline` or `<testIdPrefix>-error`, so a test can tell which one shows. */
  readonly testIdPrefix: string;
  readonly onRetry: () => void;
}

/** A failed load: offline (the device or the network call says so) or an error, each with a retry. */
export function LoadFailure({ code, scope, testIdPrefix, onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const offline = !online || isOfflineError(code);
  const prefix = offline ? `${scope}.offline` : `${scope}.loadError`;
  return (
    <div data-testid={`${testIdPrefix}-${offline ? 'offline' : 'error'}`}>
      <ErrorState title={t(`${prefix}.title` as 'wallet.offline.title')} body={t(`${prefix}.body` as 'wallet.offline.body')} retryLabel={t('common.retry')} onRetry={onRetry} />
    </div>
  );
}
