import { useTranslation } from 'react-i18next';
import type { WalletServices } from '../../../application/wallet/create-wallet-services';
import { RECHARGE_FROM_TYPE } from '../../../domain/constants';
import { useAppServices } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { BalanceContent } from '../../pages/balance/BalanceContent';
import { SHEET_IDS } from '../../pages/balance/wallet-ids';
import { Sheet } from '../Sheet';
import { DiscountHost } from './DiscountHost';
import { VipSheet } from './VipSheet';

/**
 * Answers `recharge.openRecharge` (the balance sheet for the request) and shows the VIP
 * sheet and the discount popups. Mounted once, inside the router, beside CallHost.
 */
export function RechargeHost() {
  const { wallet } = useAppServices();
  if (wallet === null) return null;
  return (
    <>
      <BalanceSheet wallet={wallet} />
      <VipSheet vip={wallet.vip} />
      <DiscountHost offers={wallet.offers} />
    </>
  );
}

function BalanceSheet({ wallet }: { wallet: WalletServices }) {
  const { t } = useTranslation();
  const request = useLiveState(wallet.sheet.request$);
  return (
    <Sheet open={request !== null} title={t('pages.balance')} layer="balance" onClose={wallet.sheet.dismiss} data-testid="balance-sheet">
      <div className="sheet__body wallet-sheet">
        <BalanceContent wallet={wallet} ids={SHEET_IDS} onVip={() => wallet.vip.openSheet(request?.fromType ?? RECHARGE_FROM_TYPE.rechargeBoxClick)} />
      </div>
    </Sheet>
  );
}
