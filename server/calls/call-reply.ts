import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { CallResult } from './calls-service.js';

/**
 * A call or match result as a reply: success with its data, or ok −1 with the stable code
 * as `msg`; a coin shortfall also opens the recharge flow (000 §5: diff_coin and need_coins).
 */
export function replyOf<T>(result: CallResult<T>, fromType?: string | number): EndpointReply<T> {
  if (result.ok) return { ok: RESULT_SUCCESS, data: result.value };
  const { code, balance, needCoins } = result.error;
  if (needCoins === undefined) return refuse(RESULT_ERROR, code);
  const recharge: CallbackInstruction = {
    type: 'recharge_alert',
    need_coins: needCoins,
    ...(fromType !== undefined && { from_type: fromType }),
    params: { diff_coin: needCoins - (balance ?? 0) },
  };
  return refuse(RESULT_ERROR, code, [recharge]);
}
