import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { affordableMinutes } from '../../../domain';
import { Button } from '../../components/Button';
import { CoinIcon } from '../../components/icons/page-icons';
import { useFormat } from '../../hooks/use-format';
import { Popup } from '../Popup';

/** A package's bonuses (000 §3 pay item match, message, charm). */
export interface PackageBonus {
  readonly match: number;
  readonly message: number;
  readonly charm: number;
}

export const NO_BONUS: PackageBonus = { match: 0, message: 0, charm: 0 };

const BONUS_LINES = [
  { kind: 'match', key: 'checkout.bonusMatches' },
  { kind: 'message', key: 'checkout.bonusMessages' },
  { kind: 'charm', key: 'checkout.bonusCharm' },
] as const satisfies readonly { kind: keyof PackageBonus; key: string }[];

interface PaymentSuccessfulPopupProps {
  open: boolean;
  coins: number;
  balance: number | null;
  /** The price per minute of the user the coins were for; null when the payment was for no one (no minutes line). */
  pricePerMin: number | null;
  bonus: PackageBonus;
  /** Chat and Call now, when the payment was for someone (the call or answer it interrupted). */
  onChat: (() => void) | null;
  onCallNow: (() => void) | null;
  onClose: () => void;
}

/** After a success (000 §2): coins added, the package's bonuses, the balance, the minutes of call it buys, Chat / Call now. */
export function PaymentSuccessfulPopup({ open, coins, balance, pricePerMin, bonus, onChat, onCallNow, onClose }: PaymentSuccessfulPopupProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const minutes = balance === null || pricePerMin === null ? null : affordableMinutes(balance, pricePerMin);
  return (
    <Popup open={open} layer="payMethod" placement="center" onDismiss={onClose} labelledBy={titleId}>
      <div className="pay-success" data-testid="payment-successful">
        <div className="pay-success__badge" aria-hidden="true">
          <CoinIcon />
        </div>
        <h2 id={titleId} className="pay-success__title">
          {t('payment.success')}
        </h2>
        <p className="pay-success__coins" data-testid="payment-successful-coins" data-value={coins}>
          {t('checkout.coinsAdded', { count: coins, value: format.number(coins) })}
        </p>
        {BONUS_LINES.filter(({ kind }) => bonus[kind] > 0).map(({ kind, key }) => (
          <p key={kind} className="pay-success__bonus" data-testid="payment-successful-bonus" data-kind={kind} data-value={bonus[kind]}>
            {t(key, { count: bonus[kind], value: format.number(bonus[kind]) })}
          </p>
        ))}
        {balance === null ? null : (
          <p className="pay-success__balance">
            {t('checkout.balanceNow', { value: format.number(balance) })}
          </p>
        )}
        {minutes === null ? null : <p className="pay-success__minutes" data-testid="payment-successful-minutes" data-value={minutes}>{t('payment.minutes', { count: minutes })}</p>}
        <div className="pay-success__actions">
          {onChat === null ? null : (
            <Button variant="secondary" onClick={onChat} data-testid="payment-successful-chat">
              {t('checkout.chat')}
            </Button>
          )}
          {onCallNow === null ? (
            <Button onClick={onClose} data-testid="payment-successful-ok">
              {t('common.ok')}
            </Button>
          ) : (
            <Button onClick={onCallNow} data-testid="payment-successful-call">
              {t('checkout.callNow')}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
}
