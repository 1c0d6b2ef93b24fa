import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallEndOffer } from '../../../application/calls/call-end-offer';
import type { CallEndRecharge } from '../../../application/calls/call-end-popup';
import type { CallServices } from '../../../application/calls/create-call-services';
import type { UserCard } from '../../../application/contracts/user/user-card';
import { RECHARGE_FROM_TYPE, formatCountdownMmSs } from '../../../domain';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { Popup } from '../Popup';
import { PeerCard } from './PeerCard';
import { useCountdown } from './use-countdown';
import { useFormat } from '../../hooks/use-format';

/**
 * The end-of-call recharge popup (000 §2, §4): a call was cut for coins. It shows the
 * other user's card with the follow toggle, "don't leave me halfway", the one offer of
 * /coin/callback and a 180 s countdown; it closes at 0. With no offer it does not open:
 * the balance sheet opens instead.
 */
export function CallEndRechargePopup({ services, request, onClose }: { services: CallServices; request: CallEndRecharge; onClose: () => void }) {
  const { recharge } = useAppServices();
  const [offer, setOffer] = useState<CallEndOffer | null>(null);
  const [card, setCard] = useState<UserCard | null>(null);
  const resume = { kind: 'call', uid: request.peer.uid, video: request.video, pricePerMin: services.calls.view$.getValue().pricePerMin } as const;

  useEffect(() => {
    let live = true;
    void services.callEndOffer({ targetUid: request.peer.uid, roomId: request.roomId }).then((found) => {
      if (!live) return;
      if (found === null) {
        recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.callEndPopup, targetUid: request.peer.uid, resume });
        onClose();
      } else setOffer(found);
    });
    void services.peers.card(request.peer.uid).then((found) => live && setCard(found));
    return () => {
      live = false;
    };
    // The request is fixed for the popup's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (offer === null) return null;
  return <OfferPopup services={services} request={request} offer={offer} card={card} onClose={onClose} />;
}

function OfferPopup({ services, request, offer, card, onClose }: { services: CallServices; request: CallEndRecharge; offer: CallEndOffer; card: UserCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { recharge } = useAppServices();
  const format = useFormat();
  const resume = { kind: 'call', uid: request.peer.uid, video: request.video, pricePerMin: services.calls.view$.getValue().pricePerMin } as const;
  const close = useCallback(() => onClose(), [onClose]);
  const left = useCountdown(offer.seconds, true, close);

  const buy = () => {
    recharge.checkout({ item: offer.item, fromType: RECHARGE_FROM_TYPE.callEndPopup, resume });
    onClose();
  };
  const more = () => {
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.callEndPopup, targetUid: request.peer.uid, resume });
    onClose();
  };

  return (
    <Popup open layer="balance" placement="bottom" onDismiss={onClose} labelledBy="call-end-recharge-title" data-testid="call-end-recharge">
      <div className="call-recharge">
        <h2 id="call-end-recharge-title" className="call-recharge__title">
          {t('callScreens.callEnded')}
        </h2>
        <p className="call-recharge__subtitle">{t('callScreens.purchaseCoins')}</p>
        <PeerCard
          peer={card ?? request.peer}
          {...(card === null ? {} : { onlineStatus: card.online_status, follow: { on: card.is_follow === 1, toggle: (on: boolean) => services.peers.follow(request.peer.uid, on) } })}
        />
        <p className="call-recharge__note">{t('callScreens.dontLeave')}</p>
        <Button block data-testid="call-end-recharge-offer" onClick={buy}>
          {t('callScreens.offer', { coins: offer.item.diamond, price: format.price(offer.item.money, offer.item.currency) })}
        </Button>
        <p className="call-recharge__countdown" data-testid="call-end-recharge-countdown" aria-live="off">
          {t('callScreens.offerEnds', { time: formatCountdownMmSs(left) })}
        </p>
        <button type="button" className="call-recharge__more" data-testid="call-end-recharge-more" onClick={more}>
          {t('callScreens.moreOptions')}
        </button>
      </div>
    </Popup>
  );
}
