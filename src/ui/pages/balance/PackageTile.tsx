import { useTranslation } from 'react-i18next';
import type { PayItem } from '../../../application/contracts/coin/pay-item';
import { CoinIcon } from '../../components/icons/page-icons';
import { useFormat } from '../../hooks/use-format';

/** One coin package: coins and bonus, what it adds (matches, messages, bag gifts), its price. Packages with matches use the super style. */
export function PackageTile({ item, hot, onPick }: { item: PayItem; hot?: boolean; onPick: (item: PayItem) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const style = item.match > 0 ? 'super' : item.style;
  const classes = ['package', `package--${style}`, hot ? 'package--hot' : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={() => onPick(item)} data-testid="package-item" data-goods-id={item.goods_id} data-style={style}>
      {hot ? <span className="package__tag">{t('wallet.hot')}</span> : style === 'super' ? <span className="package__tag">{t('wallet.superTag')}</span> : null}
      {item.sale_desc !== '' ? <span className="package__sale">{item.sale_desc}</span> : null}
      <span className="package__coins">
        <CoinIcon small />
        {format.number(item.diamond)}
      </span>
      {item.give_coins > 0 ? <span className="package__bonus">{t('wallet.bonus', { coins: format.number(item.give_coins) })}</span> : null}
      {item.match > 0 ? <span className="package__extra">{t('wallet.matches', { count: item.match })}</span> : null}
      {item.message > 0 ? <span className="package__extra">{t('wallet.messages', { count: item.message })}</span> : null}
      {item.bag_gifts > 0 ? <span className="package__extra" data-testid="package-bag-gifts">{t('packageGifts.bag', { count: item.bag_gifts })}</span> : null}
      <span className="package__price">
        {item.original !== item.money ? <s className="package__original">{format.price(item.original, item.currency)}</s> : null}
        <bdi>{format.price(item.money, item.currency)}</bdi>
      </span>
    </button>
  );
}
