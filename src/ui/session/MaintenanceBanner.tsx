import { useTranslation } from 'react-i18next';
import { formatCountdownHhMmSs } from '../../domain/profile';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';

/**
 * Maintenance announced ahead (issue #19): a strip under the status bar counting down to
 * the start, on every page (the call screen too). While the app drains it says what that
 * means: no new calls or matches, and a call in progress ends at the start without charging
 * its unfinished minute. It pushes the page down rather than covering it, like the offline strip.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { maintenance } = useAppServices();
  const view = useLiveState(maintenance.view$);
  const ahead = view.locked ? null : view.ahead;
  return (
    <div role="status" aria-live="polite">
      {ahead === null ? null : (
        <div className={`maintenance-banner${ahead.draining ? ' maintenance-banner--draining' : ''}`} data-testid="maintenance-banner" data-draining={ahead.draining}>
          <p>
            {t('maintenanceNotice.ahead')}{' '}
            {/* The seconds tick out of the live region: a screen reader hears the notice, not every second. */}
            <time dir="ltr" data-testid="maintenance-ahead-countdown" aria-live="off">
              {formatCountdownHhMmSs(ahead.secondsLeft)}
            </time>
            {' · '}
            {t('maintenanceNotice.duration', { minutes: ahead.minutes })}
          </p>
          {ahead.draining ? <p>{t('maintenanceNotice.draining')}</p> : null}
        </div>
      )}
    </div>
  );
}
