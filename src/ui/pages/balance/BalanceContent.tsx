import { useTranslation } from 'react-i18next';
import type { PayItem } from '../../../application/contracts/coin/pay-item';
import { twoPerRow } from '../../../application/wallet/hot-rows';
import type { RechargeData } from '../../../application/wallet/recharge-sheet-store';
import type { WalletServices } from '../../../application/wallet/create-wallet-services';
import { formatCountdownHhMmSs } from '../../../domain/profile';
import { CoinIcon, CrownIcon } from '../../components/icons/page-icons';
import { LoadFailure } from '../../components/LoadFailure';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { FreeCoinsCard } from './FreeCoinsCard';
import { PackageTile } from './PackageTile';
import type { BalanceIds } from './wallet-ids';
import { WalletSkeleton } from './WalletStates';
import './balance.css';

export interface BalanceContentProps {
  wallet: WalletServices;
  ids: BalanceIds;
  /** The VIP offer was tapped. */
  onVip: () => void;
}

/**
 * The balance sheet's content, also the balance page's (000 §2): the balance, the
 * free-coins card, hot packages two per row, the VIP offer (not for VIP members), the
 * super/sale offer and the package list.
 */
export function BalanceContent({ wallet, ids, onVip }: BalanceContentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useLiveState(wallet.balance.balance$);
  const view = useLiveState(wallet.sheet.view$);

  return (
    <div className="wallet">
      <section className="wallet-balance" aria-label={t('wallet.balanceLabel')}>
        <span className="wallet-balance__label">{t('wallet.balanceLabel')}</span>
        <span className="wallet-balance__value" data-testid={ids.balance} data-value={balance ?? undefined}>
          <CoinIcon />
          {balance === null ? '—' : format.number(balance)}
        </span>
      </section>
      <FreeCoinsCard store={wallet.freeCoins} />
      {view.status === 'loading' ? <WalletSkeleton /> : null}
      {view.status === 'error' ? <LoadFailure code={view.code} scope="wallet" testIdPrefix="wallet" onRetry={() => void wallet.sheet.retry()} /> : null}
      {view.status === 'ready' ? <Packages data={view.data} wallet={wallet} onVip={onVip} /> : null}
    </div>
  );
}

function Packages({ data, wallet, onVip }: { data: RechargeData; wallet: WalletServices; onVip: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const vip = useLiveState(wallet.vip.state$);
  const pick = (item: PayItem) => wallet.sheet.pick(item);
  const hotIds = new Set(data.hot_list.map((item) => item.id));
  const rest = data.list.filter((item) => !hotIds.has(item.id));
  const vipItem = vip.isVip || data.is_vip === 1 ? null : data.vip_pay_item;
  const sale = data.sale_pay_item;

  return (
    <>
      {sale !== null ? (
        <section className="wallet-section" aria-labelledby="wallet-sale">
          <h3 id="wallet-sale" className="wallet-section__title">
            {t('wallet.saleTitle')}
            {data.alert_remain_time > 0 ? <span className="wallet-section__hint">{t('wallet.endsIn', { time: formatCountdownHhMmSs(data.alert_remain_time) })}</span> : null}
          </h3>
          <PackageTile item={sale} onPick={pick} />
        </section>
      ) : null}
      {data.hot_list.length > 0 ? (
        <section className="wallet-section" aria-labelledby="wallet-hot">
          <h3 id="wallet-hot" className="wallet-section__title">
            {t('wallet.hotTitle')}
          </h3>
          <div className="package-grid">
            {twoPerRow(data.hot_list).map((row) => (
              <div key={row.map((item) => item.id).join('-')} className={row.length === 1 ? 'package-grid__row package-grid__row--single' : 'package-grid__row'}>
                {row.map((item) => (
                  <PackageTile key={item.id} item={item} hot onPick={pick} />
                ))}
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {vipItem !== null ? (
        <button type="button" className="vip-offer" onClick={onVip} data-testid="vip-open">
          <span className="vip-offer__icon" aria-hidden="true">
            <CrownIcon />
          </span>
          <span className="vip-offer__text">
            <span className="vip-offer__title">{t('wallet.vipOffer.title')}</span>
            <span className="vip-offer__body">{t('wallet.vipOffer.body', { coins: format.number(vipItem.give_coins) })}</span>
          </span>
          <span className="vip-offer__price">
            <bdi>{format.price(vipItem.money, vipItem.currency)}</bdi>
          </span>
        </button>
      ) : null}
      <section className="wallet-section" aria-labelledby="wallet-packages">
        <h3 id="wallet-packages" className="wallet-section__title">
          {t('wallet.packagesTitle')}
        </h3>
        {rest.length === 0 && data.hot_list.length === 0 ? <p className="wallet-section__empty">{t('wallet.empty')}</p> : null}
        <div className="package-list">
          {rest.map((item) => (
            <PackageTile key={item.id} item={item} onPick={pick} />
          ))}
        </div>
      </section>
    </>
  );
}
