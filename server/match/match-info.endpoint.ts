import { matchInfoContract } from '../../src/application/contracts/match/info.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { replyOf } from '../calls/call-reply.js';
import type { MatchDeps } from './match-deps.js';

/** /match/info: the match page's numbers (free matches left, prices) and whether the caller waits. */
export const matchInfoEndpoint = ({ match }: MatchDeps) =>
  defineEndpoint(matchInfoContract, { auth: 'required' }, async (_payload, caller) => replyOf(await match.info(caller.uid)));
