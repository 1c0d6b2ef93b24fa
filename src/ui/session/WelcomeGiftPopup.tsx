import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../application/calls/calls.tokens';
import type { WelcomeGift } from '../../application/popups/welcome-gift-store';
import { useAppServices, useService } from '../app-services';
import { Button } from '../components/Button';
import { GiftArt } from '../components/illustrations';
import { useLiveState } from '../hooks/use-live-state';
import { Popup } from '../popups/Popup';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';

/**
 * The welcome gift (000 §2): the free matches left and "start match now". A tap on the
 * mask does not close it; its own buttons (and Escape, for keyboards) do.
 */
export function WelcomeGiftPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { welcomeGift } = useAppServices();
  const calls = useService(CALLS);
  const gift = useLiveState(welcomeGift.gift$);
  const last = useRef<WelcomeGift | null>(null);
  const titleId = useId();
  if (gift !== null) last.current = gift;
  const shown = gift ?? last.current;
  if (shown === null) return null;

  // "Start match now" starts matching (000 §2), as the Match tab's button does; the gift comes
  // from the loaded core, so the call services are there by the time it shows.
  const start = () => {
    welcomeGift.dismiss();
    navigate(ROUTE_PATHS.matching);
    void calls?.match.start();
  };

  return (
    <Popup open={gift !== null} layer="vip" placement="center" maskClosable={false} onDismiss={welcomeGift.dismiss} labelledBy={titleId}>
      <div className="dialog welcome-gift" data-testid="welcome-gift">
        <div className="welcome-gift__art">
          <GiftArt />
        </div>
        <h2 id={titleId} className="dialog__title">
          {t('welcome.title')}
        </h2>
        <p className="welcome-gift__count" data-testid="welcome-gift-count" data-value={shown.freeMatches}>
          {t('welcome.freeMatches', { count: shown.freeMatches })}
        </p>
        <p className="dialog__body">{t('welcome.body')}</p>
        <div className="dialog__actions dialog__actions--stacked">
          <Button block onClick={start} data-testid="welcome-gift-start" data-autofocus>
            {t('welcome.start')}
          </Button>
          <Button block variant="link" onClick={welcomeGift.dismiss} data-testid="welcome-gift-later">
            {t('welcome.later')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
