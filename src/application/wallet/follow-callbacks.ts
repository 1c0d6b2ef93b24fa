import type { Observable, Subscription } from 'rxjs';
import { RECHARGE_FROM_TYPE } from '../../domain/constants';
import type { CallbackInstruction } from '../contracts/callback-instruction';
import { discountOfferSchema } from '../contracts/vip/vip-offer';
import type { RechargeFromType } from '../payments/recharge-requests';
import type { DiscountOffersStore, DiscountPopupName } from './discount-offers-store';
import type { RechargeSheetStore } from './recharge-sheet-store';

const POPUP_NAMES: ReadonlySet<string> = new Set<DiscountPopupName>(['discountRecharge', 'discountPaid', 'discountUnpaid', 'vipExpired']);
const FROM_TYPES: ReadonlySet<number> = new Set(Object.values(RECHARGE_FROM_TYPE));

const fromTypeOf = (value: unknown): RechargeFromType => {
  const code = typeof value === 'string' ? Number(value) : value;
  return typeof code === 'number' && FROM_TYPES.has(code) ? (code as RechargeFromType) : RECHARGE_FROM_TYPE.rechargeBoxClick;
};

/**
 * The response instructions the wallet answers (000 §7): `recharge_alert` opens the
 * balance sheet with the shortfall, `vip_alert` shows the discount popup it describes,
 * `vip_discount_alert` asks the discount engine for the offer that applies.
 */
export function followWalletCallbacks(instructions$: Observable<CallbackInstruction>, sheet: Pick<RechargeSheetStore, 'open'>, offers: Pick<DiscountOffersStore, 'show' | 'trigger'>): Subscription {
  return instructions$.subscribe((instruction) => {
    switch (instruction.type) {
      case 'recharge_alert': {
        const diff = instruction.params?.['diff_coin'];
        const needCoins = typeof diff === 'number' ? diff : instruction.need_coins;
        sheet.open({ fromType: fromTypeOf(instruction.from_type), ...(needCoins !== undefined && { needCoins }) });
        return;
      }
      case 'vip_alert': {
        const offer = discountOfferSchema.safeParse(instruction.func_data);
        if (POPUP_NAMES.has(instruction.func_name) && offer.success) offers.show(instruction.func_name as DiscountPopupName, offer.data);
        return;
      }
      case 'vip_discount_alert':
        offers.trigger({});
        return;
      default:
        return;
    }
  });
}
