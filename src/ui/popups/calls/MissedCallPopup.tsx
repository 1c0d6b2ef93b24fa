import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallServices } from '../../../application/calls/create-call-services';
import type { CallPeer } from '../../../application/contracts/call/call-peer';
import type { UserCard } from '../../../application/contracts/user/user-card';
import { CALL_TYPE } from '../../../domain';
import { Button } from '../../components/Button';
import { Popup } from '../Popup';
import { PeerCard } from './PeerCard';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';

/** The missed-call popup (000 §2, 001 §2): who called, then chat, call now, or follow. */
export function MissedCallPopup({ services, peer, video, onClose }: { services: CallServices; peer: CallPeer; video: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [card, setCard] = useState<UserCard | null>(null);

  useEffect(() => {
    let live = true;
    void services.peers.card(peer.uid).then((found) => live && setCard(found));
    return () => {
      live = false;
    };
  }, [services, peer.uid]);

  const chat = () => {
    onClose();
    navigate(`${ROUTE_PATHS.chat}?uid=${peer.uid}`);
  };
  const callNow = () => {
    onClose();
    void services.calls.dial({ peer: card ?? peer, callType: video ? CALL_TYPE.video : CALL_TYPE.voice, fromType: 'missed_call' });
  };

  return (
    <Popup open layer="balance" placement="center" onDismiss={onClose} labelledBy="missed-call-title" data-testid="missed-call-popup">
      <div className="call-recharge">
        <h2 id="missed-call-title" className="call-recharge__title">
          {t('callScreens.missedCall')}
        </h2>
        <PeerCard
          peer={card ?? peer}
          {...(card === null ? {} : { onlineStatus: card.online_status, follow: { on: card.is_follow === 1, toggle: (on: boolean) => services.peers.follow(peer.uid, on) } })}
        />
        <div className="call-recharge__actions">
          <Button variant="secondary" data-testid="missed-call-chat" onClick={chat}>
            {t('callUi.message')}
          </Button>
          <Button data-testid="missed-call-call" onClick={callNow}>
            {t('callScreens.callNow')}
          </Button>
        </div>
        <button type="button" className="call-recharge__more" onClick={onClose}>
          {t('callUi.close')}
        </button>
      </div>
    </Popup>
  );
}
