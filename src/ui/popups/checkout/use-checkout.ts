import { BehaviorSubject } from 'rxjs';
import { PAYMENTS } from '../../../application/payments/payments.tokens';
import type { CheckoutView } from '../../../application/payments/checkout-flow';
import type { PaymentServices } from '../../../application/payments/create-payment-services';
import { useService } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';

const IDLE = new BehaviorSubject<CheckoutView>({ step: 'idle' });

/** The payment services (null until the core has loaded) and the checkout's current step. */
export function useCheckout(): { payments: PaymentServices | null; view: CheckoutView } {
  const payments = useService(PAYMENTS);
  const view = useLiveState(payments?.checkout.view$ ?? IDLE);
  return { payments, view };
}
