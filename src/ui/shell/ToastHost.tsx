import { useEffect } from 'react';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { useMessageText } from '../i18n/use-message';
import { TOAST_MS } from '../../application/notices/toast-store';

/** Shows the current toast for TOAST_MS (spec 000 §9); the region is always present so it is announced. */
export function ToastHost() {
  const { toast: store } = useAppServices();
  const toast = useLiveState(store.toast$);
  const text = useMessageText();

  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(() => store.dismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, store]);

  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div key={toast.id} className="toast" data-testid="toast">
          {text(toast.message)}
        </div>
      ) : null}
    </div>
  );
}
