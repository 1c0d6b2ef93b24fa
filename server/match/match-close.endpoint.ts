import { matchCloseContract } from '../../src/application/contracts/match/close.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { MatchDeps } from './match-deps.js';

/** /match/close: leaves the queue; answers whether the caller was waiting. */
export const matchCloseEndpoint = ({ match }: MatchDeps) =>
  defineEndpoint(matchCloseContract, { auth: 'required' }, async (_payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: { was_waiting: (await match.close(caller.uid)) ? (1 as const) : (0 as const) },
  }));
