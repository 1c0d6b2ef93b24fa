import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../components/icons/nav-icons';
import { useOnline } from '../hooks/use-online';
import { TOAST_MS } from '../../application/notices/toast-store';

/** A strip under the status bar while the device is offline, and briefly once it is back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [showBack, setShowBack] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setShowBack(false);
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setShowBack(true);
    const timer = window.setTimeout(() => setShowBack(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [online]);

  return (
    <div role="status" aria-live="polite">
      {!online ? (
        <div className="offline-banner" data-testid="offline-banner">
          <OfflineIcon small />
          {t('shell.offline')}
        </div>
      ) : showBack ? (
        <div className="offline-banner offline-banner--online">{t('shell.backOnline')}</div>
      ) : null}
    </div>
  );
}
