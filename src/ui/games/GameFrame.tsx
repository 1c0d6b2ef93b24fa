import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameFrame as GameFrameSession } from '../../application/games/open-game';
import { gameAreaHeight } from '../../domain/games/game-area';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { useLiveState } from '../hooks/use-live-state';
import './games.css';

/** The frame's permissions: the game's own scripts, its own origin's API and its forms; nothing that reaches the app. */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/**
 * A game in a frame (001 §2 "Game popup", issue #16): the area is 51/32 as tall as it is
 * wide; loading, then the game, or the failed-communication message with reload and
 * return. The bridge's counts ride on the area (data-bridge-handled / -ignored).
 */
export function GameFrame({ game, onReturn }: { game: GameFrameSession; onReturn: () => void }) {
  const { t } = useTranslation();
  const view = useLiveState(game.view$);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const attach = useCallback(
    (node: HTMLIFrameElement | null) => {
      frame.current = node;
      if (node !== null) game.attach(() => frame.current?.contentWindow ?? null);
    },
    [game],
  );
  return (
    <div
      className="game-area"
      style={{ aspectRatio: `1 / ${gameAreaHeight(1)}` }}
      data-testid="game-area"
      data-phase={view.phase}
      data-bridge-handled={view.stats.handled}
      data-bridge-ignored={view.stats.ignored}
    >
      {view.src !== null && view.phase !== 'refused' ? (
        <iframe
          key={view.attempt}
          ref={attach}
          className="game-area__frame"
          src={view.src}
          title={t('games.frameTitle', { title: view.title })}
          sandbox={FRAME_SANDBOX}
          data-testid="game-frame"
          hidden={view.phase === 'error'}
        />
      ) : null}
      {view.phase === 'loading' ? (
        <div className="game-area__overlay" role="status">
          <Spinner />
          <span className="sr-only">{t('games.loading')}</span>
        </div>
      ) : null}
      {view.phase === 'error' || view.phase === 'refused' ? (
        <div className="game-area__overlay game-area__overlay--solid" role="alert">
          <p className="game-area__message">{view.phase === 'refused' ? t('games.refused') : t('games.loadFailed')}</p>
          <div className="game-area__actions">
            {view.phase === 'error' ? (
              <Button onClick={game.reload} data-testid="game-reload">
                {t('games.reload')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onReturn} data-testid="game-return">
              {t('games.return')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
