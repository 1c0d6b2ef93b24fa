import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { GiftArt } from '../../components/illustrations';
import { useFormat } from '../../hooks/use-format';
import { Popup } from '../../popups/Popup';
import '../../session/session.css';

/** The reward for binding an e-mail (001 §6): the coin amount, congratulations and got it. */
export function BindRewardPopup({ coins, onClose }: { readonly coins: number | null; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Popup open={coins !== null} layer="vip" placement="center" maskClosable={false} onDismiss={onClose} labelledBy={titleId}>
      <div className="dialog welcome-gift" data-testid="bind-reward" data-value={coins ?? 0}>
        <div className="welcome-gift__art">
          <GiftArt />
        </div>
        <h2 id={titleId} className="dialog__title">
          {t('emailBinding.rewardTitle')}
        </h2>
        <p className="welcome-gift__count" data-testid="bind-reward-coins">
          {t('emailBinding.rewardCoins', { coins: format.number(coins ?? 0) })}
        </p>
        <p className="dialog__body">{t('emailBinding.rewardBody')}</p>
        <div className="dialog__actions dialog__actions--stacked">
          <Button block onClick={onClose} data-testid="bind-reward-ok" data-autofocus>
            {t('common.gotIt')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
