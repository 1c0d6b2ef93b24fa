import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallServices } from '../../../application/calls/create-call-services';
import type { FreeCallReminder } from '../../../application/calls/free-call-reminder';
import { CALL_TYPE } from '../../../domain';
import { Button } from '../../components/Button';
import { MatchArt } from '../../components/illustrations';
import { Popup } from '../Popup';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import './call-popups-extra.css';

/**
 * The free video call reminder (001 §2): the free call minutes left, a start-video-call
 * button and a close button. Starting means a video match: the Discover feed is not there
 * yet, and a match call spends the free minutes after its own free seconds (server
 * call-rate.ts).
 */
export function FreeCallReminderPopup({ services, reminder }: { services: CallServices; reminder: FreeCallReminder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const { dismiss } = services.freeCallReminder;

  const start = () => {
    dismiss();
    navigate(ROUTE_PATHS.matching);
    void services.match.start(CALL_TYPE.video);
  };

  return (
    <Popup open layer="balance" placement="center" onDismiss={dismiss} labelledBy={titleId} data-testid="free-call-reminder">
      <div className="dialog free-call-reminder">
        <div className="free-call-reminder__art" aria-hidden="true">
          <MatchArt />
        </div>
        <h2 id={titleId} className="dialog__title">
          {t('call.freeCall.title')}
        </h2>
        <p className="dialog__body" data-testid="free-call-minutes" data-value={reminder.freeMinutes}>
          {t('call.freeCall.body', { count: reminder.freeMinutes })}
        </p>
        <div className="dialog__actions dialog__actions--stacked">
          <Button block onClick={start} data-testid="free-call-start" data-autofocus>
            {t('call.freeCall.start')}
          </Button>
          <Button block variant="link" onClick={dismiss} data-testid="free-call-close">
            {t('call.freeCall.close')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
