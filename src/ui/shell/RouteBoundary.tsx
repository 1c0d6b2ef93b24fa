import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { RouteFallback } from './RouteFallback';

/** A lazy page whose chunk failed to arrive stays failed in React: only a reload fetches it again. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/**
 * One page's safety net: a loading state for its lazy chunk and a retry page if it throws
 * (a failed chunk load included). Keyed by path, so leaving a broken page resets it.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={(retry, error) => <ErrorPage onRetry={isChunkLoadError(error) ? () => window.location.reload() : retry} />}
    >
      <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
