import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayItem } from '../../../application/contracts/coin/pay-item';
import type { VipStore } from '../../../application/wallet/vip-store';
import type { VipSubscriptionStore } from '../../../application/wallet/vip-subscription-store';
import { formatCountdownHhMmSs } from '../../../domain/profile';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { CheckIcon, CoinIcon, CrownIcon } from '../../components/icons/page-icons';
import { LoadFailure } from '../../components/LoadFailure';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { AgreeToTerms } from '../legal/AgreeToTerms';
import { isolate } from '../balance/isolate';
import { WalletSkeleton } from '../balance/WalletStates';
import { VipSubscriptionPanel } from './VipSubscriptionPanel';
import './vip.css';

/**
 * The VIP dialog's content, on its page and in the subscribe sheet (000 §2): benefits,
 * the one offer (with its countdown while discounted), the agreement (ticked by default,
 * required), the subscribe button and that VIP renews until cancelled; on the page, a
 * member's subscription (`subscription`: renewal date, cancel).
 */
export function VipContent({ vip, subscription }: { vip: VipStore; subscription?: VipSubscriptionStore }) {
  const { t } = useTranslation();
  const { confirm } = useAppServices();
  const format = useFormat();
  const view = useLiveState(vip.view$);
  const state = useLiveState(vip.state$);
  const offerSeconds = useLiveState(vip.offerSeconds$);
  const [agreed, setAgreed] = useState(true);

  if (view.status === 'loading') return <WalletSkeleton />;
  if (view.status === 'error') return <LoadFailure code={view.code} scope="wallet.vipPage" testIdPrefix="wallet" onRetry={() => void vip.load()} />;
  const item: PayItem | undefined = view.data.list[0];

  const subscribe = (offer: PayItem) => {
    const outcome = vip.subscribe(offer, agreed);
    if (!outcome.ok) void confirm.ask({ title: { key: 'tips' }, body: { key: 'vip.agreementRequired' }, confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });
  };

  return (
    <div className="vip">
      <header className="vip__hero">
        <span className="vip__crown" aria-hidden="true">
          <CrownIcon />
        </span>
        {state.isVip ? (
          <>
            <h2 className="vip__title" data-testid="vip-active">
              {t('wallet.vipPage.activeTitle')}
            </h2>
            {state.expiresAt !== null ? <p className="vip__subtitle">{t('wallet.vipPage.activeUntil', { date: format.date(state.expiresAt) })}</p> : null}
          </>
        ) : (
          <>
            <h2 className="vip__title">{t('me.vipTitle')}</h2>
            <p className="vip__subtitle">{t('wallet.vipPage.subtitle')}</p>
          </>
        )}
      </header>
      {state.isVip && subscription !== undefined ? <VipSubscriptionPanel store={subscription} /> : null}
      <section aria-labelledby="vip-benefits">
        <h3 id="vip-benefits" className="wallet-section__title">
          {t('wallet.vipPage.benefitsTitle')}
        </h3>
        <ul className="vip__benefits">
          {view.data.benefits_list.map((benefit) => (
            <li key={benefit.title} className="vip__benefit">
              <span className="vip__benefit-icon" aria-hidden="true">
                <CheckIcon small />
              </span>
              <span>
                <span className="vip__benefit-title">{t(benefit.title as 'vip.benefits.coins.title', { defaultValue: benefit.title })}</span>
                <span className="vip__benefit-desc">{t(benefit.desc as 'vip.benefits.coins.desc', { defaultValue: benefit.desc })}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      {item !== undefined ? (
        <section className="vip__offer" aria-labelledby="vip-offer" data-testid="vip-offer">
          <h3 id="vip-offer" className="wallet-section__title">
            {t('wallet.vipPage.offerTitle')}
            {offerSeconds > 0 ? (
              <span className="wallet-section__hint" data-testid="vip-offer-countdown">
                {t('wallet.endsIn', { time: formatCountdownHhMmSs(offerSeconds) })}
              </span>
            ) : null}
          </h3>
          <div className="vip__plan">
            <span className="vip__plan-months">{t('wallet.vipPage.months', { count: item.month })}</span>
            <span className="vip__plan-coins">
              <CoinIcon small />
              {t('wallet.vipPage.monthlyCoins', { coins: format.number(item.give_coins) })}
            </span>
            <span className="vip__plan-price">
              {item.original !== item.money ? <s>{format.price(item.original, item.currency)}</s> : null}
              <bdi>{format.price(item.money, item.currency)}</bdi>
              {item.sale_desc !== '' ? <span className="package__sale">{item.sale_desc}</span> : null}
            </span>
          </div>
          <Button variant="vip" block onClick={() => subscribe(item)} data-testid="vip-subscribe">
            {state.isVip ? t('wallet.vipPage.renew', { price: isolate(format.price(item.money, item.currency)) }) : t('wallet.vipPage.subscribe', { price: isolate(format.price(item.money, item.currency)) })}
          </Button>
          <p className="vip__renew-note">{t('wallet.vipPage.autoRenewNote')}</p>
          <AgreeToTerms className="vip__agree" checked={agreed} onChange={setAgreed} testId="vip-agree" />
        </section>
      ) : null}
    </div>
  );
}
