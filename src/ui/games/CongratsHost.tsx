import { useTranslation } from 'react-i18next';
import type { CongratsBannerStore } from '../../application/games/congrats-banner-store';
import { GAMES } from '../../application/games/games.tokens';
import { useService } from '../app-services';
import { Avatar } from '../components/Avatar';
import { useLiveState } from '../hooks/use-live-state';
import './congrats.css';

/** The congratulation banner of game wins (001 §4): the store runs its timeline, this only draws it. */
export function CongratsHost() {
  const games = useService(GAMES);
  return games === null ? null : <CongratsBanner store={games.congrats} />;
}

function CongratsBanner({ store }: { store: CongratsBannerStore }) {
  const { t } = useTranslation();
  const banner = useLiveState(store.banner$);
  if (banner === null) return null;
  const { notice } = banner;
  return (
    <div className={`congrats-banner congrats-banner--${banner.phase}`} role="status" data-testid="congrats-banner" data-phase={banner.phase} data-game-id={notice.game_id}>
      <Avatar src={notice.user_info.avatar === '' ? null : notice.user_info.avatar} alt="" size={32} />
      <span className="congrats-banner__text">{t('congrats.won', { name: notice.user_info.nickname, count: notice.coin, game: notice.game_title })}</span>
    </div>
  );
}
