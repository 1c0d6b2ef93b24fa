import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { replyOf } from '../calls/call-reply.js';
import type { MatchDeps } from './match-deps.js';

/** /match/start: joins the queue (refused in a call, or without the coins for the match, with the recharge flow). */
export const matchStartEndpoint = ({ match }: MatchDeps) =>
  defineEndpoint(matchStartContract, { auth: 'required' }, async (payload, caller) => replyOf(await match.start(caller.uid, payload.call_type)));
