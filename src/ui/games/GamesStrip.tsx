import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameServices } from '../../application/games/create-game-services';
import { GAMES } from '../../application/games/games.tokens';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';
import { useService } from '../app-services';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { useHiddenRoutes } from '../hooks/use-hidden-routes';
import { useLiveState } from '../hooks/use-live-state';
import { GamePopup } from './GamePopup';
import './games.css';

/** Where users find the games (Discover and Me, issue #16): one card per game, each opening the game page. */
export function GamesStrip() {
  const { t } = useTranslation();
  const games = useService(GAMES);
  // An operator can hide the games (config set hide_services): the strip goes with the route.
  if (useHiddenRoutes().has(ROUTE_PATHS.game)) return null;
  return (
    <section className="games-section" aria-labelledby="games-section-title" data-testid="games-section">
      <h2 className="games-section__title" id="games-section-title">
        {t('games.listTitle')}
      </h2>
      {games === null ? <Spinner /> : <GameCards games={games} />}
    </section>
  );
}

/** Each card opens the game page; its "play here" button opens the game popup over this page (001 §2). */
function GameCards({ games }: { games: GameServices }) {
  const { t } = useTranslation();
  const { list } = games;
  const state = useLiveState(list.list$);
  const [popupGame, setPopupGame] = useState<number | null>(null);
  useEffect(() => {
    void list.load();
  }, [list]);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') {
    return (
      <p role="alert">
        {t('games.listError')}{' '}
        <Button size="small" variant="secondary" onClick={() => void list.load()}>
          {t('games.retry')}
        </Button>
      </p>
    );
  }
  if (state.data.length === 0) return <p>{t('games.listEmpty')}</p>;
  return (
    <>
      <ul className="games-strip">
        {state.data.map((game) => (
          <li key={game.id}>
            <Link className="game-card" to={`${ROUTE_PATHS.game}?game_id=${game.id}`} data-testid="game-card" data-game-id={game.id}>
              <span>{game.title}</span>
              <span className="game-card__hint">{t('games.listHint')}</span>
            </Link>
            <Button
              className="game-card__quick"
              size="small"
              variant="secondary"
              block
              aria-label={t('gamePopup.openLabel', { title: game.title })}
              onClick={() => setPopupGame(game.id)}
              data-testid="game-popup-open"
              data-game-id={game.id}
            >
              {t('gamePopup.open')}
            </Button>
          </li>
        ))}
      </ul>
      <GamePopup games={games} gameId={popupGame} onClose={() => setPopupGame(null)} />
    </>
  );
}
