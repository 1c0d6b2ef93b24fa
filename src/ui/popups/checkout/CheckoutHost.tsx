import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useNavigate } from 'react-router-dom';
import type { CheckoutView, WalletMethod } from '../../../application/payments/checkout-flow';
import { PAYMENT_RESUME } from '../../../application/payments/payments.tokens';
import type { PaymentSuccess } from '../../../application/payments/resume-after-payment';
import { useAppServices, useService } from '../../app-services';
import { useCheckout } from './use-checkout';
import { PAY_METHOD_FRAMES_ID, PayMethodSheet } from './PayMethodSheet';
import { NO_BONUS, PaymentSuccessfulPopup } from './PaymentSuccessfulPopup';
import { useLiveState } from '../../hooks/use-live-state';
import { useNotices } from '../../hooks/use-notices';
import { PAYMENT_PAGES_PREFIX } from '../../../application/navigation/route-paths';
import './checkout.css';

const NO_SUCCESS = new BehaviorSubject<PaymentSuccess | null>(null);

const onPaymentPage = () => window.location.hash.includes(PAYMENT_PAGES_PREFIX);

/**
 * Answers "pay for this package" (recharge.checkout$): starts the checkout flow, shows the
 * pay-method sheet, follows the payment pages the flow reaches, and shows the
 * payment-successful popup. What a payment picks up again afterwards is the application's
 * resume-after-payment workflow; this host renders it and forwards the taps.
 * Mounted once, inside the router, beside CallHost.
 */
export function CheckoutHost() {
  const { recharge } = useAppServices();
  const resume = useService(PAYMENT_RESUME);
  const { payments, view } = useCheckout();
  const navigate = useNavigate();
  const success = useLiveState(resume?.success$ ?? NO_SUCCESS);
  const lastSheet = useRef<Extract<CheckoutView, { step: 'chooseMethod' }> | null>(null);
  const [walletReady, setWalletReady] = useState<boolean | null>(null);
  const sheetWallet = view.step === 'chooseMethod' ? view.wallet : null;

  // Asked each time the sheet offers a wallet: Google Pay's readiness needs its script, Apple Pay its session.
  useEffect(() => {
    if (payments === null || sheetWallet === null) return;
    let live = true;
    setWalletReady(null);
    void payments.walletReady(sheetWallet).then((ready) => live && setWalletReady(ready));
    return () => {
      live = false;
    };
  }, [payments, sheetWallet]);

  // A workflow still held by this host (a wallet request begins a checkout); it moves out with new wiring, not here.
  useNotices(payments === null || resume === null ? null : recharge.checkout$, (request) => void payments?.checkout.begin(request));
  useNotices(payments === null ? null : (resume?.pages$ ?? null), ({ path, step }) => {
    if (!window.location.hash.startsWith(`#${path.split('?')[0]}`)) navigate(path, { replace: onPaymentPage() && step !== 'cardPage' });
  });

  const go = (path: string | null) => {
    if (path !== null) navigate(path);
  };

  if (payments === null || resume === null) return null;
  if (view.step === 'chooseMethod') lastSheet.current = view;
  const sheet = lastSheet.current;
  const payingFromSheet = view.step === 'paying' && (view.method === 'googlepay' || view.method === 'applepay');

  return (
    <>
      {sheet === null ? null : (
        <PayMethodSheet
          open={view.step === 'chooseMethod' || payingFromSheet}
          item={sheet.request.item}
          wallet={sheet.wallet}
          walletReady={walletReady}
          busy={payingFromSheet}
          onCard={() => payments.checkout.chooseCard()}
          onWallet={(method: WalletMethod) => void payments.checkout.payByWallet(method, PAY_METHOD_FRAMES_ID)}
          onClose={() => payments.checkout.cancel()}
        />
      )}
      <PaymentSuccessfulPopup
        open={success !== null}
        coins={success?.coins ?? 0}
        balance={success?.balance ?? null}
        pricePerMin={success?.pricePerMin ?? null}
        bonus={success?.bonus ?? NO_BONUS}
        onChat={success === null || success.chatUid === null ? null : () => go(resume.chat())}
        onCallNow={success?.canCallNow ? () => go(resume.callNow()) : null}
        onClose={resume.close}
      />
    </>
  );
}
