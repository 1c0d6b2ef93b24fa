import { token } from '../wiring/token';
import type { PaymentServices } from './create-payment-services';
import type { PaymentResume } from './resume-after-payment';

export const PAYMENTS = token<PaymentServices>('PaymentServices');
/** The workflow after a payment: the payment-successful popup and what the payment interrupted. */
export const PAYMENT_RESUME = token<PaymentResume>('PaymentResume');
