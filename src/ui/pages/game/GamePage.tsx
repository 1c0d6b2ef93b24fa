import { useTranslation } from 'react-i18next';
import { GAMES } from '../../../application/games/games.tokens';
import { useService } from '../../app-services';
import { CloseIcon } from '../../components/icons/nav-icons';
import { IconButton } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import { OpenGame } from '../../games/OpenGame';
import { useQuery } from '../../hooks/use-query';
import { PageShell } from '../../shell/PageShell';
import { useGoBack } from '../../shell/use-go-back';

/** /pages/game-iframe/index?game_id=… (001 §2): a game in a frame, the whole page. */
export function GamePage() {
  const { t } = useTranslation();
  const games = useService(GAMES);
  const gameId = Number(useQuery().get('game_id'));
  const goBack = useGoBack();
  const close = (
    <IconButton label={t('games.close')} onClick={goBack} data-testid="game-close">
      <CloseIcon />
    </IconButton>
  );
  return (
    <PageShell title={t('pages.game')} back={false} trailing={close} swipeBack={false}>
      {games === null ? <Spinner /> : <OpenGame games={games} gameId={gameId} onReturn={goBack} />}
    </PageShell>
  );
}
