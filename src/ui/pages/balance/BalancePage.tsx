import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET } from '../../../application/wallet/wallet.tokens';
import { RECHARGE_BOX_REQUEST } from '../../../application/wallet/recharge-sheet-store';
import type { WalletServices } from '../../../application/wallet/create-wallet-services';
import { RECHARGE_FROM_TYPE } from '../../../domain/constants';
import { useService } from '../../app-services';
import { Spinner } from '../../components/Spinner';
import { PageShell } from '../../shell/PageShell';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { BalanceContent } from './BalanceContent';
import { PAGE_IDS } from './wallet-ids';
import '../pages.css';

/** /pagesPub/balance/coins: the balance sheet's content as a page, with pull-to-refresh. */
export function BalancePage() {
  const { t } = useTranslation();
  const wallet = useService(WALLET);
  return (
    <PageShell title={t('pages.balance')}>
      {wallet === null ? (
        <div className="state state--fill">
          <Spinner label={t('common.loading')} />
        </div>
      ) : (
        <LoadedBalance wallet={wallet} />
      )}
    </PageShell>
  );
}

function LoadedBalance({ wallet }: { wallet: WalletServices }) {
  const refresh = useCallback(async () => {
    await Promise.all([wallet.sheet.load(RECHARGE_BOX_REQUEST), wallet.balance.refresh()]);
  }, [wallet]);
  useEffect(() => {
    void wallet.sheet.load(RECHARGE_BOX_REQUEST);
  }, [wallet]);
  return (
    <PullToRefresh onRefresh={refresh}>
      <BalanceContent wallet={wallet} ids={PAGE_IDS} onVip={() => wallet.vip.openSheet(RECHARGE_FROM_TYPE.rechargeBoxClick)} />
    </PullToRefresh>
  );
}
