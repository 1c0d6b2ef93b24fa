import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET } from '../../../application/wallet/wallet.tokens';
import type { VipStore } from '../../../application/wallet/vip-store';
import type { VipSubscriptionStore } from '../../../application/wallet/vip-subscription-store';
import { RECHARGE_FROM_TYPE } from '../../../domain/constants';
import { useService } from '../../app-services';
import { Spinner } from '../../components/Spinner';
import { PageBody, PageShell } from '../../shell/PageShell';
import { VipContent } from './VipContent';
import '../pages.css';

/** /pagesPub/vip/index: the VIP dialog as a page. Leaving it after 6 s or more reports /vip/event for non-members. */
export function VipPage() {
  const { t } = useTranslation();
  const wallet = useService(WALLET);
  return (
    <PageShell title={t('pages.vip')} className="page--hero">
      <PageBody padded>{wallet === null ? <Spinner label={t('common.loading')} /> : <LoadedVip vip={wallet.vip} subscription={wallet.vipSubscription} />}</PageBody>
    </PageShell>
  );
}

function LoadedVip({ vip, subscription }: { vip: VipStore; subscription: VipSubscriptionStore }) {
  useEffect(() => {
    void vip.load(RECHARGE_FROM_TYPE.rechargeBoxClick);
    vip.dialogShown();
    return () => vip.dialogLeft();
  }, [vip]);
  return <VipContent vip={vip} subscription={subscription} />;
}
