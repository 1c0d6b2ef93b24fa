import { useTranslation } from 'react-i18next';
import type { WalletMethod } from '../../../application/payments/checkout-flow';
import type { PayItem } from '../../../application/contracts/coin/pay-item';
import { LAST_PAY_TYPE, PRODUCT_TYPE } from '../../../domain';
import { CoinIcon } from '../../components/icons/page-icons';
import { Spinner } from '../../components/Spinner';
import { Sheet } from '../Sheet';
import { useFormat } from '../../hooks/use-format';

export const PAY_METHOD_FRAMES_ID = 'pay-method-frames';

interface PayMethodSheetProps {
  open: boolean;
  item: PayItem;
  wallet: WalletMethod | null;
  /** Whether this browser can pay with the wallet; null while asking. */
  walletReady: boolean | null;
  busy: boolean;
  onCard: () => void;
  onWallet: (method: WalletMethod) => void;
  onClose: () => void;
}

/** What a package gives: coins (and bonus), or months of VIP plus coins. */
export function usePackageLabel(): (item: PayItem, withCardExtra: boolean) => string {
  const { t } = useTranslation();
  return (item, withCardExtra) => {
    const coins = item.diamond + item.give_coins + (withCardExtra ? item.extra_coins : 0);
    return item.product_type === PRODUCT_TYPE.vip
      ? t('checkout.vipMonthsPlusCoins', { count: item.month, coins: item.give_coins + (withCardExtra ? item.extra_coins : 0) })
      : t('checkout.coinsCount', { count: coins });
  };
}

/**
 * The pay-method sheet (000 §2): the platform's wallet (iOS or Android) with what the
 * package gives, and the card with its extra-coins bonus and the total; the method used
 * last time is marked.
 */
export function PayMethodSheet({ open, item, wallet, walletReady, busy, onCard, onWallet, onClose }: PayMethodSheetProps) {
  const { t } = useTranslation();
  const label = usePackageLabel();
  const format = useFormat();
  const lastCard = item.last_pay_type === LAST_PAY_TYPE.card;
  const lastWallet = item.last_pay_type === LAST_PAY_TYPE.storeOrWallet;
  const walletName = wallet === 'applepay' ? t('checkout.applePay') : t('checkout.googlePay');
  return (
    <Sheet open={open} title={t('checkout.chooseMethod')} onClose={onClose} layer="payMethod" data-testid="pay-method-sheet">
      <div className="pay-methods">
        <p className="pay-methods__price">{format.price(item.money, item.currency)}</p>
        {wallet === null ? null : (
          <button type="button" className="pay-method" data-testid="pay-method-wallet" disabled={busy || walletReady !== true} onClick={() => onWallet(wallet)}>
            <span className="pay-method__name">{walletName}</span>
            <span className="pay-method__gives">
              <CoinIcon small /> {label(item, false)}
            </span>
            {walletReady === false ? <span className="pay-method__note">{t('common.deviceNotSupported')}</span> : null}
            {lastWallet ? <span className="pay-method__last">{t('checkout.lastUsed')}</span> : null}
          </button>
        )}
        <button type="button" className="pay-method pay-method--card" data-testid="pay-method-card" disabled={busy} onClick={onCard}>
          <span className="pay-method__name">{t('checkout.cardPay')}</span>
          {item.extra_coins > 0 ? <span className="pay-method__bonus">{t('checkout.cardBonus', { count: item.extra_coins })}</span> : null}
          <span className="pay-method__gives">
            <CoinIcon small /> {t('checkout.total', { value: label(item, true) })}
          </span>
          {lastCard ? <span className="pay-method__last">{t('checkout.lastUsed')}</span> : null}
        </button>
        {busy ? <Spinner label={t('paymentBeProgress')} /> : null}
        <div id={PAY_METHOD_FRAMES_ID} />
      </div>
    </Sheet>
  );
}
