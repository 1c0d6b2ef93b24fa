import { profileGamesContract } from '../../src/application/contracts/profile/games.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { GamesDeps } from './games-deps.js';
import { listEnabledGames } from './games-queries.js';

/** A game's link for one user: the client opens it only when its uid is the user's own (001 §5). */
export function gameLinkFor(link: string, uid: number): string {
  return `${link}${link.includes('?') ? '&' : '?'}uid=${uid}`;
}

/** /profile/games (001 §7): the games and the list's version (the client keeps its cached list while the version holds). */
export const profileGamesEndpoint = ({ db }: Pick<GamesDeps, 'db'>) =>
  defineEndpoint(profileGamesContract, { auth: 'required' }, async (_payload, caller) => {
    const { version, games } = await listEnabledGames(db);
    return { ok: RESULT_SUCCESS, data: { version, list: games.map((game) => ({ ...game, link: gameLinkFor(game.link, caller.uid) })) } };
  });
