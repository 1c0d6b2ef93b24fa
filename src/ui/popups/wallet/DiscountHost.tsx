import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayItem } from '../../../application/contracts/coin/pay-item';
import type { DiscountOffersStore, DiscountPopup } from '../../../application/wallet/discount-offers-store';
import { PRODUCT_TYPE } from '../../../domain/constants';
import { formatCountdownHhMmSs } from '../../../domain/profile';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { CloseIcon } from '../../components/icons/nav-icons';
import { CoinIcon, CrownIcon } from '../../components/icons/page-icons';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { isolate } from '../../pages/balance/isolate';
import { CountryFlag } from '../../pages/login/CountryFlag';
import { Dialog } from '../Dialog';
import { Popup } from '../Popup';
import './wallet-popups.css';
import { DISCOUNT_OPEN_TYPE } from '../../../domain/offers/offer-codes';

/** The discount recharge, paid and unpaid popups (000 §2, §4), one at a time, each with its countdown. */
export function DiscountHost({ offers }: { offers: DiscountOffersStore }) {
  const popup = useLiveState(offers.popup$);
  const [shown, setShown] = useState<DiscountPopup | null>(popup);
  // Keep drawing the last popup while the close animation plays.
  if (popup !== null && popup !== shown) setShown(popup);
  return shown === null ? null : <DiscountPopupView popup={popup ?? shown} open={popup !== null} offers={offers} />;
}

function DiscountPopupView({ popup, open, offers }: { popup: DiscountPopup; open: boolean; offers: DiscountOffersStore }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  // A popup closed by its countdown or a payment takes its question with it.
  useEffect(() => {
    if (!open) setConfirming(false);
  }, [open]);
  const { name, offer } = popup;
  const vipItem = offer.vip_pay_item;
  const items: PayItem[] = name === 'discountPaid' || name === 'vipExpired' ? offer.sale_list.slice(0, 2) : [];

  const title =
    name === 'discountRecharge'
      ? t(offer.open_type === DISCOUNT_OPEN_TYPE.rechargeBoxClick ? 'wallet.discount.headlineBox' : 'wallet.discount.headlineAuto')
      : name === 'discountUnpaid'
        ? offer.target_info !== null
          ? t('wallet.discount.unpaidTitle', { name: offer.target_info.nickname })
          : t('wallet.discount.unpaidTitleNoTarget')
        : name === 'vipExpired'
          ? t('wallet.discount.vipExpiredTitle')
          : t('wallet.discount.paidTitle');
  const body = name === 'discountUnpaid' ? t('wallet.discount.unpaidBody') : name === 'vipExpired' ? t('wallet.discount.vipExpiredBody') : name === 'discountPaid' ? t('wallet.discount.paidBody') : null;

  // The recharge popup's "later" and the others' X ask first (000 §2).
  const confirmTexts =
    name === 'discountRecharge'
      ? { title: undefined, body: t('wallet.discount.laterConfirm'), keep: t('wallet.discount.keep'), leave: t('wallet.discount.skip') }
      : name === 'discountUnpaid'
        ? { title: t('wallet.discount.giveUpTitle'), body: t('wallet.discount.giveUpBody'), keep: t('wallet.discount.stay'), leave: t('wallet.discount.giveUp') }
        : { title: t('wallet.discount.retentionTitle'), body: t('wallet.discount.retentionBody'), keep: t('wallet.discount.stay'), leave: t('wallet.discount.close') };

  return (
    <>
      <Popup open={open} layer="vip" placement="center" onDismiss={() => setConfirming(true)} labelledBy={titleId} data-testid="discount-popup">
        <div className="discount" data-kind={name}>
          {name !== 'discountRecharge' ? (
            <IconButton label={t('common.close')} className="discount__close" onClick={() => setConfirming(true)} data-testid="discount-close">
              <CloseIcon />
            </IconButton>
          ) : null}
          {name === 'discountUnpaid' && offer.target_info !== null ? <TargetCard target={offer.target_info} /> : (
            <span className="discount__crown" aria-hidden="true">
              <CrownIcon />
            </span>
          )}
          <h2 id={titleId} className="discount__title">
            {title}
          </h2>
          {body !== null ? <p className="discount__body">{body}</p> : null}
          <div className="discount__timer">
            <span className="discount__timer-label">{t('wallet.discount.endsIn')}</span>
            <span className="discount__timer-value" data-testid="discount-countdown" data-seconds={popup.remainingS}>
              {formatCountdownHhMmSs(popup.remainingS)}
            </span>
          </div>
          {items.map((item) => (
            <OfferRow key={item.id} item={item} onBuy={offers.buy} />
          ))}
          {vipItem !== null ? <OfferRow item={vipItem} onBuy={offers.buy} primary /> : null}
          {name === 'discountRecharge' ? (
            <Button variant="link" onClick={() => setConfirming(true)} data-testid="discount-later">
              {t('wallet.discount.later')}
            </Button>
          ) : null}
        </div>
      </Popup>
      <Dialog
        open={open && confirming}
        title={confirmTexts.title}
        body={confirmTexts.body}
        confirmLabel={confirmTexts.keep}
        cancelLabel={confirmTexts.leave}
        onConfirm={() => setConfirming(false)}
        onCancel={() => {
          setConfirming(false);
          offers.close('leave');
        }}
      />
    </>
  );
}

function OfferRow({ item, onBuy, primary }: { item: PayItem; onBuy: (item: PayItem) => void; primary?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isVip = item.product_type === PRODUCT_TYPE.vip;
  return (
    <div className="discount__offer">
      <span className="discount__offer-what">
        {isVip ? <CrownIcon small /> : <CoinIcon small />}
        {isVip ? t('wallet.vipPage.months', { count: item.month }) : t('wallet.coinsAmount', { coins: format.number(item.diamond + item.give_coins) })}
        {item.sale_desc !== '' ? <span className="package__sale">{item.sale_desc}</span> : null}
      </span>
      <Button variant={primary ? 'vip' : 'secondary'} block onClick={() => onBuy(item)} data-testid="discount-buy">
        {t('wallet.discount.getFor', { price: isolate(format.price(item.money, item.currency)) })}
      </Button>
    </div>
  );
}

function TargetCard({ target }: { target: NonNullable<DiscountPopup['offer']['target_info']> }) {
  const { t } = useTranslation();
  const age = target.age;
  return (
    <div className="discount__target" data-testid="discount-target">
      <Avatar src={target.small_avatar || target.avatar} alt="" size={64} ring />
      <span className="discount__target-name">{target.nickname}</span>
      <span className="discount__target-meta">
        {age !== null ? <span>{t('wallet.discount.age', { age })}</span> : null}
        {target.country_code !== '' ? <CountryFlag code={target.country_code} /> : null}
        {target.hide_level === 1 ? null : <span>{t('wallet.discount.level', { level: target.level })}</span>}
      </span>
    </div>
  );
}
