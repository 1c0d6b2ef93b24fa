import { useEffect, useState } from 'react';
import type { GameServices } from '../../application/games/create-game-services';
import type { GameFrame as GameFrameSession } from '../../application/games/open-game';
import { Spinner } from '../components/Spinner';
import { useNotices } from '../hooks/use-notices';
import { GameFrame } from './GameFrame';

/**
 * Game `gameId` open in a frame while this is mounted: its play session, bridge and
 * heartbeat start here and stop when it unmounts (which refreshes the balance, 001 §4).
 * The game page and the game popup both host it; `onReturn` leaves (the game's pageClose,
 * or "return" after a failed load).
 */
export function OpenGame({ games, gameId, onReturn }: { games: GameServices; gameId: number; onReturn: () => void }) {
  const [game, setGame] = useState<GameFrameSession | null>(null);
  useEffect(() => {
    const opened = games.open(gameId);
    setGame(opened);
    return () => opened.close();
  }, [games, gameId]);
  useNotices(game?.closeRequests$ ?? null, onReturn);
  return game === null ? <Spinner /> : <GameFrame game={game} onReturn={onReturn} />;
}
