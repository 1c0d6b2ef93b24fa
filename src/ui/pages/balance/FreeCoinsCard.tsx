import { useTranslation } from 'react-i18next';
import type { FreeCoinsStore } from '../../../application/wallet/free-coins-store';
import { formatCountdownMmSs } from '../../../domain/profile';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { CoinIcon } from '../../components/icons/page-icons';
import { useLiveState } from '../../hooks/use-live-state';

/** The free-coins card: a claim button, or the mm:ss wait; hidden when no more free coins are left. */
export function FreeCoinsCard({ store }: { store: FreeCoinsStore }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const view = useLiveState(store.view$);
  if (view.card.kind === 'hidden') return null;

  const claim = async () => {
    const outcome = await store.claim();
    // 000 §8: a failed claim only removes the loading state.
    if (outcome.ok) toast.show({ key: 'wallet.freeCoins.claimed', values: { coins: outcome.coins } });
  };

  return (
    <section className="free-coins" aria-labelledby="free-coins-title">
      <span className="free-coins__icon" aria-hidden="true">
        <CoinIcon />
      </span>
      <div className="free-coins__text">
        <h3 id="free-coins-title" className="free-coins__title">
          {t('wallet.freeCoins.title')}
        </h3>
        {view.card.kind === 'cooldown' ? (
          <p className="free-coins__body" data-testid="free-coins-cooldown" data-seconds={view.card.remainingSeconds}>
            {t('wallet.freeCoins.nextIn', { time: formatCountdownMmSs(view.card.remainingSeconds) })}
          </p>
        ) : (
          <p className="free-coins__body">{t('wallet.freeCoins.body', { coins: view.coins })}</p>
        )}
      </div>
      {view.card.kind === 'claimable' ? (
        <Button size="small" variant="vip" busy={view.claiming} onClick={() => void claim()} data-testid="free-coins-claim">
          {t('wallet.freeCoins.claim')}
        </Button>
      ) : (
        <span className="free-coins__timer" aria-hidden="true">
          {formatCountdownMmSs(view.card.remainingSeconds)}
        </span>
      )}
    </section>
  );
}
