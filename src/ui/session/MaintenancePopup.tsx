import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceView } from '../../application/lifecycle/maintenance-store';
import { formatCountdownHhMmSs } from '../../domain/profile';
import { useAppServices } from '../app-services';
import { Button } from '../components/Button';
import { MaintenanceArt } from '../components/illustrations';
import { useLiveState } from '../hooks/use-live-state';
import { Popup } from '../popups/Popup';
import { SafeHtml } from '../popups/SafeHtml';

type Locked = Extract<MaintenanceView, { locked: true }>;

/**
 * The maintenance popup (000 §4, 001 §2): the operator's content (HTML, shown through the
 * allowlist) or the app's own words, the countdown to the announced end, and a way to
 * check now. It cannot be dismissed: the app is unusable until the server is back, which
 * the store notices by itself (every 60 s and on return to the app).
 */
export function MaintenancePopup() {
  const { t } = useTranslation();
  const { maintenance } = useAppServices();
  const view = useLiveState(maintenance.view$);
  const titleId = useId();
  const bodyId = useId();
  const last = useRef<Locked | null>(null);
  const [checking, setChecking] = useState(false);
  if (view.locked) last.current = view;
  const shown = view.locked ? view : last.current;
  if (shown === null) return null;

  const checkNow = async () => {
    setChecking(true);
    try {
      await maintenance.check();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Popup open={view.locked} layer="confirm" placement="center" maskClosable={false} role="alertdialog" labelledBy={titleId} describedBy={bodyId}>
      <div className="dialog maintenance" data-testid="maintenance-popup">
        <div className="maintenance__art">
          <MaintenanceArt />
        </div>
        <h2 id={titleId} className="dialog__title">
          {t('maintenance.title')}
        </h2>
        <div id={bodyId} className="dialog__body">
          {shown.content.trim() === '' ? <p>{t('maintenance.body')}</p> : <SafeHtml html={shown.content} className="maintenance__content" />}
        </div>
        {shown.secondsLeft !== null ? (
          <p className="maintenance__countdown">
            {t('maintenance.backIn')}{' '}
            <time dir="ltr" data-testid="maintenance-countdown">
              {formatCountdownHhMmSs(shown.secondsLeft)}
            </time>
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" busy={checking} onClick={() => void checkNow()} data-testid="maintenance-check">
            {t('maintenance.checkNow')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
