import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MeSnapshot } from '../../../application/profile/me-view-model';
import { CoinIcon, CrownIcon } from '../../components/icons/page-icons';
import { useFormat } from '../../hooks/use-format';
import { NEED_LOGIN_ATTRIBUTE } from '../../session/use-tourist-gate';

/** Coins and VIP are for real accounts: a tourist gets the login prompt (000 §6). */
const NEEDS_LOGIN = { [NEED_LOGIN_ATTRIBUTE]: '' };

/** The coin balance and VIP entries (spec 000 §2: /pagesPub/balance/coins, /pagesPub/vip/index). */
export function MeCards({ me }: { me: MeSnapshot }) {
  const { t } = useTranslation();
  const format = useFormat();
  const vipHint =
    me.isVip && me.vipExpiresAt !== null ? t('me.vipActiveUntil', { date: format.date(me.vipExpiresAt) }) : t('me.vipPitch');
  return (
    <div className="me-cards">
      <Link to="/pagesPub/balance/coins" className="me-card me-card--wallet" data-testid="me-balance" {...NEEDS_LOGIN}>
        <span className="me-card__label">
          <CoinIcon small />
          {t('me.balance')}
        </span>
        <span className="me-card__value" data-testid="balance-value" data-value={me.balance ?? undefined}>
          {me.balance === null ? '—' : format.number(me.balance)}
        </span>
        <span className="me-card__action">{t('me.topUp')}</span>
      </Link>
      <Link to="/pagesPub/vip/index" className="me-card me-card--vip" data-testid="me-vip" {...NEEDS_LOGIN}>
        <span className="me-card__label">
          <CrownIcon small />
          {t('me.vipTitle')}
        </span>
        <span className="me-card__hint">{vipHint}</span>
        <span className="me-card__action">{t('me.vip')}</span>
      </Link>
    </div>
  );
}
