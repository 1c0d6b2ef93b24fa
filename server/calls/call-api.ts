import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callDeclineContract } from '../../src/application/contracts/call/decline.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callHistoryContract } from '../../src/application/contracts/call/history.contract.js';
import { callLiveAnswerContract } from '../../src/application/contracts/call/live-answer.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall, type CallDefinition, type CallReply } from '../api/call-registry.js';
import type { CallResult, CallService } from './call-service.js';

/**
 * A service result as a reply: success with its data, or ok −1 with the stable code as
 * `msg`; a coin shortfall also opens the recharge flow (000 §5: diff_coin and need_coins).
 */
export function replyOf<T>(result: CallResult<T>, fromType?: string | number): CallReply<T> {
  if (result.ok) return { ok: RESULT_SUCCESS, data: result.value };
  const { code, balance, needCoins } = result.error;
  if (needCoins === undefined) return { ok: RESULT_ERROR, msg: code };
  const recharge: CallbackInstruction = {
    type: 'recharge_alert',
    need_coins: needCoins,
    ...(fromType !== undefined && { from_type: fromType }),
    params: { diff_coin: needCoins - (balance ?? 0) },
  };
  return { ok: RESULT_ERROR, msg: code, callback: [recharge] };
}

/** The /call/* calls, answered by the call service. */
export function callApi(calls: CallService): readonly CallDefinition[] {
  return [
    defineCall(callStartContract, { auth: 'required' }, async (_ctx, payload, caller) =>
      replyOf(await calls.start(caller.uid, { targetUid: payload.target_uid, callType: payload.call_type }), payload.from_type)),
    defineCall(callAnswerContract, { auth: 'required' }, async (_ctx, payload, caller) => replyOf(await calls.answer(caller.uid, payload.room_id))),
    defineCall(callLiveAnswerContract, { auth: 'required' }, async (_ctx, payload, caller) =>
      replyOf(await calls.answer(caller.uid, payload.room_id, payload.live_id))),
    defineCall(callConnectContract, { auth: 'required' }, async (_ctx, payload, caller) => replyOf(await calls.connect(caller.uid, payload.room_id))),
    defineCall(callHeartbeatContract, { auth: 'required' }, async (_ctx, payload, caller) => replyOf(await calls.heartbeat(caller.uid, payload.room_id))),
    defineCall(callDeclineContract, { auth: 'required' }, async (_ctx, payload, caller) => replyOf(await calls.decline(caller.uid, payload.room_id))),
    defineCall(callEndContract, { auth: 'required' }, async (_ctx, payload, caller) => replyOf(await calls.end(caller.uid, payload.room_id))),
    defineCall(callHistoryContract, { auth: 'required' }, async (_ctx, payload, caller) => ({
      ok: RESULT_SUCCESS,
      data: await calls.history(caller.uid, payload.before_id, payload.limit),
    })),
  ];
}
