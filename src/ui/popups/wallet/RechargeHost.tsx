import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PAYMENT_PAGES_PREFIX } from '../../../application/navigation/route-paths';
import { WALLET } from '../../../application/wallet/wallet.tokens';
import type { WalletServices } from '../../../application/wallet/create-wallet-services';
import { RECHARGE_FROM_TYPE } from '../../../domain/constants';
import { useService } from '../../app-services';
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
  const wallet = useService(WALLET);
  // A package picked in a sheet goes on to the payment pages; the sheets wait underneath
  // (back from the card page finds them again) until the success closes them (000 §4).
  const onPaymentPage = useLocation().pathname.startsWith(PAYMENT_PAGES_PREFIX);
  if (wallet === null) return null;
  return (
    <>
      <BalanceSheet wallet={wallet} hidden={onPaymentPage} />
      <VipSheet vip={wallet.vip} hidden={onPaymentPage} />
      <DiscountHost offers={wallet.offers} />
    </>
  );
}

function BalanceSheet({ wallet, hidden }: { wallet: WalletServices; hidden: boolean }) {
  const { t } = useTranslation();
  const request = useLiveState(wallet.sheet.request$);
  return (
    <Sheet open={request !== null && !hidden} title={t('pages.balance')} layer="balance" onClose={wallet.sheet.dismiss} data-testid="balance-sheet">
      <div className="sheet__body wallet-sheet">
        <BalanceContent wallet={wallet} ids={SHEET_IDS} onVip={() => wallet.vip.openSheet(request?.fromType ?? RECHARGE_FROM_TYPE.rechargeBoxClick)} />
      </div>
    </Sheet>
  );
}
