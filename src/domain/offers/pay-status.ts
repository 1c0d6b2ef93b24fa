import { DISCOUNT_DEBOUNCE_MS, DISCOUNT_PAY_STATUS } from '../constants';
import { unpaidOfferAfterPayFail, type UnpaidOffer } from './offer-types';

/*
 * The pay status kept around a payment for the unpaid offer (spec 000 §4): 1 when a
 * payment starts, 2 when it is done. Coming back to the app with status 1 still stored
 * means the payment did not complete, so an unpaid offer is scheduled.
 */

/** Status 1 is stored only when no discount popup is open (the popup already is the offer). */
export function shouldStorePayStatus(status: number, discountPopupOpen: boolean): boolean {
  if (status === DISCOUNT_PAY_STATUS.started) return !discountPopupOpen;
  return status === DISCOUNT_PAY_STATUS.done;
}

export interface ScheduledUnpaidOffer extends UnpaidOffer {
  readonly delayMs: number;
}

/** On return to the app: the unpaid offer to show after the 2 s debounce, or `null`. */
export function unpaidOfferOnReturn(storedStatus: number | null, everPaid: boolean): ScheduledUnpaidOffer | null {
  if (storedStatus !== DISCOUNT_PAY_STATUS.started) return null;
  return { ...unpaidOfferAfterPayFail(everPaid), delayMs: DISCOUNT_DEBOUNCE_MS };
}

/** Screens that keep the scheduled unpaid offer from showing. */
export type OfferBlockingScreen = 'call' | 'coinsPayment' | 'payResult';
const BLOCKING: ReadonlySet<string> = new Set<OfferBlockingScreen>(['call', 'coinsPayment', 'payResult']);

/** When the debounce ends: shown unless a call, coin-payment or pay-result screen is open. */
export function canShowScheduledUnpaidOffer(openScreens: readonly string[]): boolean {
  return !openScreens.some((screen) => BLOCKING.has(screen));
}
