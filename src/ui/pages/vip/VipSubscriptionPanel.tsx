import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipSubscriptionStore } from '../../../application/wallet/vip-subscription-store';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';

const CANCEL_FAILURE_KEYS = { 'VIP.NOT_SUBSCRIBED': 'wallet.vipPage.notSubscribed', 'VIP.CANCEL_FAILED': 'wallet.vipPage.cancelFailed' } as const;

/**
 * A member's card subscription on the VIP page: when it renews and for how much, that a
 * declined renewal is being retried, or the day VIP ends after a cancel or a lapse; the
 * cancel button asks first (VIP stays to the end of the paid period).
 */
export function VipSubscriptionPanel({ store }: { store: VipSubscriptionStore }) {
  const { t } = useTranslation();
  const { confirm, toast } = useAppServices();
  const format = useFormat();
  const subscription = useLiveState(store.subscription$);
  useEffect(() => {
    void store.load();
  }, [store]);

  if (subscription === null || subscription.state === 'none') return null;
  const date = format.date(subscription.period_end);

  const cancel = async () => {
    const confirmed = await confirm.ask({
      title: { key: 'wallet.vipPage.cancelTitle' },
      body: { key: 'wallet.vipPage.cancelBody', values: { date } },
      confirmLabel: { key: 'wallet.vipPage.cancelConfirm' },
      cancelLabel: { key: 'wallet.vipPage.cancelKeep' },
      destructive: true,
    });
    if (!confirmed) return;
    const outcome = await store.cancel();
    toast.show(outcome.ok ? { key: 'wallet.vipPage.cancelled', values: { date } } : { key: CANCEL_FAILURE_KEYS[outcome.error.code] });
  };

  return (
    <section className="vip__subscription" data-testid="vip-subscription" data-state={subscription.state}>
      <p className="vip__subscription-text">
        {subscription.state === 'renewing' ? t('wallet.vipPage.renewsOn', { date, price: subscription.price_desc }) : null}
        {subscription.state === 'retrying' ? t('wallet.vipPage.retrying', { date }) : null}
        {subscription.state === 'ending' ? t('wallet.vipPage.endsOn', { date }) : null}
      </p>
      {subscription.state !== 'ending' ? (
        <Button variant="secondary" block onClick={() => void cancel()} data-testid="vip-cancel">
          {t('wallet.vipPage.cancel')}
        </Button>
      ) : null}
    </section>
  );
}
