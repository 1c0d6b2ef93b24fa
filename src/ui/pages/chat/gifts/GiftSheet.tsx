import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET } from '../../../../application/wallet/wallet.tokens';
import type { GiftPaid, GiftSheet as GiftSheetModel } from '../../../../application/gifts/gift-sheet';
import { useAppServices, useService } from '../../../app-services';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { CoinIcon } from '../../../components/icons/page-icons';
import { useLiveState } from '../../../hooks/use-live-state';
import { Sheet } from '../../../popups/Sheet';
import { giftNeedsConfirmation, RECHARGE_FROM_TYPE } from '../../../../domain';
import { coinsAsMoney } from '../../../../application/gifts/gift-money';
import { useFormat } from '../../../hooks/use-format';
import { useCoinRate } from './use-coin-rate';
import './gifts.css';

export interface GiftSheetProps {
  open: boolean;
  peerUid: number;
  /** The chat's sheet or a live room's: the view needs only the coins left after a send. */
  model: GiftSheetModel<GiftPaid>;
  onClose(): void;
}

/**
 * The gift sheet (001 §2, §5): gifts 4 per row, the bag's first, with their price in coins
 * and in the user's currency (issue #19) and their bag count; the coin balance with a
 * top-up link, and send. No gift chosen → msg.giftPleaseChoose; coins short → the recharge
 * flow (the model asked for it) and the sheet steps aside; a dear gift asks first.
 */
export function GiftSheet({ open, peerUid, model, onClose }: GiftSheetProps) {
  const { t } = useTranslation();
  const { toast, recharge, confirm } = useAppServices();
  const wallet = useService(WALLET);
  const state = useLiveState(model.state$);
  const rate = useCoinRate();
  const format = useFormat();
  const moneyOf = (coins: number): string | null => {
    if (rate === null) return null;
    const { amount, currency } = coinsAsMoney(coins, rate);
    return format.price(amount, currency);
  };

  /** A gift above the spending-care threshold is sent only once the user said yes to its price. */
  const confirmed = async (): Promise<boolean> => {
    const item = state.items.find((entry) => entry.gift.gift_id === state.selectedId);
    if (item === undefined || !giftNeedsConfirmation(item.gift.price, item.bagCount > 0)) return true;
    // Coins short: the recharge flow takes over instead, there is nothing to confirm yet.
    if (state.balance !== null && state.balance < item.gift.price) return true;
    const money = moneyOf(item.gift.price);
    const values = { title: item.gift.title, coins: format.number(item.gift.price), ...(money !== null && { money }) };
    return confirm.ask({
      title: { key: 'giftCare.confirmTitle' },
      body: { key: money === null ? 'giftCare.confirmBody' : 'giftCare.confirmBodyMoney', values },
      confirmLabel: { key: 'giftCare.confirmSend' },
      cancelLabel: { key: 'common.cancel' },
    });
  };

  useEffect(() => {
    if (open) void model.open();
  }, [open, model]);

  const send = async () => {
    if (!(await confirmed())) return;
    const outcome = await model.send(peerUid);
    if (outcome.ok) {
      // The wallet's balance (Me tab, balance sheet) follows the coins the gift cost.
      wallet?.balance.set(outcome.value.balance);
      onClose();
      return;
    }
    switch (outcome.error.code) {
      case 'GIFT.NOT_CHOSEN':
        toast.show({ key: 'msg.giftPleaseChoose' });
        return;
      case 'GIFT.INSUFFICIENT':
        onClose();
        return;
      case 'GIFT.BUSY':
        return;
      case 'GIFT.FAILED':
        toast.show(outcome.error.api.msg ? { text: outcome.error.api.msg } : { key: 'chatMedia.gifts.failed' });
    }
  };

  const topUp = () => {
    onClose();
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.giftNoCoins, targetUid: peerUid });
  };

  return (
    <Sheet open={open} title={t('chatMedia.gifts.title')} onClose={onClose} layer="balance" data-testid="gift-sheet">
      <div className="gift-sheet">
        {state.phase === 'loading' || (state.phase === 'idle' && state.items.length === 0) ? (
          <div className="gift-sheet__status">
            <Spinner label={t('common.loading')} />
          </div>
        ) : state.phase === 'error' ? (
          <div className="gift-sheet__status" role="alert">
            <p>{t('chatMedia.gifts.loadFailed')}</p>
            <Button variant="secondary" size="small" onClick={() => void model.open()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : state.items.length === 0 ? (
          <p className="gift-sheet__status">{t('chatMedia.gifts.empty')}</p>
        ) : (
          <ul className="gift-sheet__grid">
            {state.items.map(({ gift, bagCount }) => {
              const selected = gift.gift_id === state.selectedId;
              const money = moneyOf(gift.price);
              return (
                <li key={gift.gift_id}>
                  <button
                    type="button"
                    className={`gift-item${selected ? ' gift-item--selected' : ''}`}
                    data-testid="gift-item"
                    data-gift-id={gift.gift_id}
                    aria-pressed={selected}
                    onClick={() => model.select(gift.gift_id)}
                  >
                    <img src={gift.icon} alt="" className="gift-item__icon" draggable={false} />
                    <span className="gift-item__title">{gift.title}</span>
                    <span className="gift-item__price">
                      <CoinIcon small />
                      <span className="visually-hidden">{t('chatMedia.gifts.price', { coins: gift.price })}</span>
                      <span aria-hidden="true">{gift.price}</span>
                    </span>
                    {money !== null ? (
                      <span className="gift-item__money" data-testid="gift-money">
                        {t('giftCare.money', { money })}
                      </span>
                    ) : null}
                    {bagCount > 0 ? <span className="gift-item__bag">{t('chatMedia.gifts.bag', { count: bagCount })}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="gift-sheet__footer">
          <span className="gift-sheet__balance" data-testid="gift-balance" data-value={state.balance ?? ''}>
            <CoinIcon small />
            {t('chatMedia.gifts.balance', { coins: state.balance ?? '—' })}
          </span>
          <button type="button" className="gift-sheet__topup" data-testid="recharge-open" onClick={topUp}>
            {t('chatMedia.gifts.topUp')}
          </button>
          <Button variant="primary" size="small" className="gift-sheet__send" data-testid="gift-send" busy={state.sending} onClick={() => void send()}>
            {state.sending ? t('chatMedia.gifts.sending') : t('chatMedia.gifts.send')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
