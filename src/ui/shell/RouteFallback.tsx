import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';
import { ErrorPage } from './ErrorPage';

const ASYNC_PAGE_LOADING_DELAY_MS = 200;
const ASYNC_PAGE_LOADING_TIMEOUT_MS = 60_000;

/**
 * While a lazy page loads: nothing for ASYNC_PAGE_LOADING_DELAY_MS (a fast load never
 * flashes a spinner), then a spinner, and after ASYNC_PAGE_LOADING_TIMEOUT_MS a retry page.
 */
export function RouteFallback() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'quiet' | 'spinner' | 'timeout'>('quiet');
  useEffect(() => {
    const spinner = window.setTimeout(() => setStage('spinner'), ASYNC_PAGE_LOADING_DELAY_MS);
    const timeout = window.setTimeout(() => setStage('timeout'), ASYNC_PAGE_LOADING_TIMEOUT_MS);
    return () => {
      window.clearTimeout(spinner);
      window.clearTimeout(timeout);
    };
  }, []);
  if (stage === 'timeout') return <ErrorPage onRetry={() => window.location.reload()} />;
  return (
    <div className="route-fallback">{stage === 'spinner' ? <Spinner label={t('common.loading')} /> : null}</div>
  );
}
