import { gameHeartContract } from '../../src/application/contracts/game/heart.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { GamesDeps } from './games-deps.js';
import { beatGameSession } from './games-queries.js';

/** /game/heart (001 §7): keeps the caller's play session open (rounds are refused once it has gone quiet). */
export const gameHeartEndpoint = ({ db, clock }: Pick<GamesDeps, 'db' | 'clock'>) =>
  defineEndpoint(gameHeartContract, { auth: 'required' }, async (payload, caller) =>
    (await beatGameSession(db, payload.session_id, caller.uid, payload.game_id, clock.now())) ? { ok: RESULT_SUCCESS, data: {} } : refuse(RESULT_ERROR, 'This game session is over'),
  );
