import { matchCloseContract } from '../../src/application/contracts/match/close.contract.js';
import { matchInfoContract } from '../../src/application/contracts/match/info.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../api/call-registry.js';
import { replyOf } from '../calls/call-api.js';
import type { MatchService } from './match-service.js';

/** The /match/* calls, answered by the match service. */
export function matchApi(match: MatchService): readonly CallDefinition[] {
  return [
    defineCall(matchInfoContract, { auth: 'required' }, async (_ctx, _payload, caller) => replyOf(await match.info(caller.uid))),
    defineCall(matchStartContract, { auth: 'required' }, async (_ctx, payload, caller) => replyOf(await match.start(caller.uid, payload.call_type))),
    defineCall(matchCloseContract, { auth: 'required' }, async (_ctx, _payload, caller) => ({
      ok: RESULT_SUCCESS,
      data: { was_waiting: (await match.close(caller.uid)) ? (1 as const) : (0 as const) },
    })),
  ];
}
