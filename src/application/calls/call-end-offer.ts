import { coinCallbackContract } from '../contracts/coin/callback.contract';
import type { PayItem } from '../contracts/coin/pay-item';
import type { HttpPort } from '../ports/http.port';
import { RECHARGE_FROM_TYPE } from '../../domain';

export const CALL_END_RECHARGE_COUNTDOWN_S = 180;

/** The one offer of the end-of-call recharge popup and how long it stands. */
export interface CallEndOffer {
  readonly item: PayItem;
  readonly seconds: number;
}

/**
 * Asks /coin/callback for the recharge data of a call cut for coins (from_type: the
 * call-end popup, from_id: the other user) and picks the one offer the popup shows: the
 * discount scenario's sale item, else the first package in the sheet's order. Null when
 * there is none (000 §4: the popup opens only with an offer and time left).
 */
export async function loadCallEndOffer(http: HttpPort, request: { readonly targetUid: number; readonly roomId: number | null }): Promise<CallEndOffer | null> {
  const result = await http.request(coinCallbackContract, {
    from_type: RECHARGE_FROM_TYPE.callEndPopup,
    from_id: request.targetUid,
    ...(request.roomId === null ? {} : { room_id: request.roomId }),
  });
  if (!result.ok) return null;
  const item = result.data.sale_pay_item ?? result.data.merge_list[0] ?? result.data.list[0];
  return item === undefined ? null : { item, seconds: CALL_END_RECHARGE_COUNTDOWN_S };
}
