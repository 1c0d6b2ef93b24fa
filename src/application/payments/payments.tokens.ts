import { token } from '../wiring/token';
import type { PaymentServices } from './create-payment-services';

export const PAYMENTS = token<PaymentServices>('PaymentServices');
