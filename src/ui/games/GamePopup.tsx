import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameServices } from '../../application/games/create-game-services';
import { CloseIcon } from '../components/icons/nav-icons';
import { IconButton } from '../components/IconButton';
import { Popup } from '../popups/Popup';
import { OpenGame } from './OpenGame';
import './games.css';

/**
 * The game popup (001 §2 "Game popup", §4): a game over the current page, in the same frame
 * as the game page (51/32 as tall as wide, loading, the failed-load message with reload and
 * return). Closing it ends the play session and refreshes the balance. It sits on the
 * balance sheet's layer and under it in the page, so an in-game recharge opens above it.
 */
export function GamePopup({ games, gameId, onClose }: { games: GameServices; gameId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The popup plays its exit after gameId goes back to null: keep showing the last game's title meanwhile.
  const shown = useRef<number | null>(null);
  if (gameId !== null) shown.current = gameId;
  const title = (shown.current === null ? null : games.list.find(shown.current)?.title) ?? t('pages.game');
  return (
    <Popup open={gameId !== null} layer="balance" placement="bottom" onDismiss={onClose} maskClosable={false} labelledBy="game-popup-title" data-testid="game-popup">
      <div className="game-popup">
        <header className="game-popup__header">
          <h2 className="game-popup__title" id="game-popup-title">
            {title}
          </h2>
          <IconButton label={t('games.close')} onClick={onClose} data-testid="game-close">
            <CloseIcon />
          </IconButton>
        </header>
        {gameId !== null ? <OpenGame games={games} gameId={gameId} onReturn={onClose} /> : null}
      </div>
    </Popup>
  );
}
