import { CARD_PAY_TYPE } from '../../domain';
import { ROUTE_PATHS } from '../navigation/route-paths';
import type { CheckoutRequest } from './recharge-requests';

/** The app's pay-result page (000 §4), where the card provider sends the browser back after a redirect. */
const PAY_RESULT_ROUTE = `/#${ROUTE_PATHS.payResult}`;

/** Where the card provider returns: the pay-result page with the pay type and where the checkout started (its `origin`). */
export function payResultReturnPath(request: Pick<CheckoutRequest, 'fromType'>): string {
  return `${PAY_RESULT_ROUTE}?pay_type=${CARD_PAY_TYPE}&origin=${request.fromType}`;
}
