import { randomUUID } from 'node:crypto';
import { gameDetailContract } from '../../src/application/contracts/game/detail.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { GamesDeps } from './games-deps.js';
import { findEnabledGame, insertGameSession } from './games-queries.js';

/** /game/detail (001 §7): a new play session of the game for the caller; the frame plays under its session_id. */
export const gameDetailEndpoint = ({ db, clock }: Pick<GamesDeps, 'db' | 'clock'>) =>
  defineEndpoint(gameDetailContract, { auth: 'required' }, async (payload, caller) => {
    const game = await findEnabledGame(db, payload.game_id);
    if (game === undefined) return refuse(RESULT_ERROR, 'This game is not available');
    const sessionId = randomUUID();
    await insertGameSession(db, { id: sessionId, gameId: game.id, uid: caller.uid, now: clock.now() });
    return { ok: RESULT_SUCCESS, data: { session_id: sessionId } };
  });
